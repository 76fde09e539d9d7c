import { LIMITS, SDK_TYPE, SDK_VERSION } from '../config/constants.js'
import { createHttpClient } from './createHttpClient.js'
import { pathSegment } from './pathSegment.js'
import type { WithSignal } from './WithSignal.js'
import { walletsPageSchema } from './walletDirectoryEntrySchema.js'

/** The options of createWalletDirectoryClient. */
export type CreateWalletDirectoryClientParameters = {
  /** The wallet directory's base URL (`services.walletDirectoryUrl`). */
  baseUrl: string
  projectId: string
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  fetch?: typeof globalThis.fetch | undefined
  /** Defaults to 10 s. */
  timeoutMs?: number | undefined
}

/** The filters of GET /getWallets. */
export type GetWalletsParameters = {
  /** 1-based page number. */
  page: number
  /** Wallets per page; spec 9 pages by 40. */
  entries?: number | undefined
  /** Directory ids to keep (sent comma-separated). */
  include?: readonly string[] | undefined
  /** Directory ids to leave out (sent comma-separated). */
  exclude?: readonly string[] | undefined
  /** CAIP-2 ids the wallets must support (sent comma-separated). */
  chains?: string | readonly string[] | undefined
  /** Search text, trimmed (spec 5); blank searches are not sent. */
  search?: string | undefined
  /** Sent as badge_type, for example `certified`. */
  badge?: string | undefined
} & WithSignal

const joined = (values: string | readonly string[] | undefined): string | undefined => {
  const text = typeof values === 'string' ? values : values?.join(',')
  return text || undefined
}

/**
 * Creates the client of the provider's wallet directory: the wallet list and the four image endpoints (spec 7).
 * @example
 * const directory = createWalletDirectoryClient({ baseUrl: options.services.walletDirectoryUrl, projectId })
 * const { data, count } = await directory.getWallets({ page: 1, chains: ['eip155:1'] })
 */
export function createWalletDirectoryClient({
  baseUrl,
  projectId,
  sdkType = SDK_TYPE,
  sdkVersion = SDK_VERSION,
  fetch,
  timeoutMs,
}: CreateWalletDirectoryClientParameters) {
  const http = createHttpClient({
    baseUrl,
    fetch,
    timeoutMs,
    query: { st: sdkType, sv: sdkVersion, projectId },
  })
  const image =
    (folder: string) =>
    ({ id, signal }: { id: string } & WithSignal) =>
      http.getBlob({ path: `${folder}/${pathSegment(id)}`, signal })

  return {
    /** GET /getWallets with projectId, st, sv, page, entries, include, exclude, chains, search and badge_type. */
    getWallets({
      page,
      entries = LIMITS.walletsPerPage,
      include,
      exclude,
      chains,
      search,
      badge,
      signal,
    }: GetWalletsParameters) {
      return http.get({
        path: '/getWallets',
        query: {
          page,
          entries,
          include: joined(include),
          exclude: joined(exclude),
          chains: joined(chains),
          search: search?.trim() || undefined,
          badge_type: badge,
        },
        schema: walletsPageSchema,
        signal,
      })
    },
    /** GET /getWalletImage/{id}: a wallet's logo. */
    getWalletImage: image('/getWalletImage'),
    /** GET /public/getAssetImage/{id}: a network's or connector's image. */
    getAssetImage: image('/public/getAssetImage'),
    /** GET /public/getCurrencyImage/{id}: a fiat currency's flag. */
    getCurrencyImage: image('/public/getCurrencyImage'),
    /** GET /public/getTokenImage/{id}: a token's logo. */
    getTokenImage: image('/public/getTokenImage'),
  }
}

/** The wallet directory client: `getWallets` and the four image getters. */
export type WalletDirectoryClient = ReturnType<typeof createWalletDirectoryClient>
