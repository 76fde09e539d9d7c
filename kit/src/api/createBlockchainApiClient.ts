import { SDK_TYPE, SDK_VERSION } from '../config/constants.js'
import type { BlockchainApiContext } from './BlockchainApiContext.js'
import { createAccountCalls } from './createAccountCalls.js'
import { createConvertCalls } from './createConvertCalls.js'
import { createHttpClient } from './createHttpClient.js'
import { createNftCalls } from './createNftCalls.js'
import { createOnrampCalls } from './createOnrampCalls.js'
import { createProfileCalls } from './createProfileCalls.js'
import { createSessionCalls } from './createSessionCalls.js'

/** The options of createBlockchainApiClient. */
export type CreateBlockchainApiClientParameters = {
  /** The blockchain API's base URL (`services.blockchainApiUrl`). */
  baseUrl: string
  projectId: string
  /** Sent as clientId on every GET when set; a function is read on each call (the id arrives after start-up). */
  clientId?: string | (() => string | undefined) | undefined
  sdkType?: string | undefined
  sdkVersion?: string | undefined
  fetch?: typeof globalThis.fetch | undefined
  /** Defaults to 10 s. */
  timeoutMs?: number | undefined
  /**
   * Whether the active network is one the blockchain API serves (spec 7). While it says false (or throws), every
   * call but supported-chains resolves with its empty default without a request; gas price and the swap
   * transaction builders throw spec 8's "Network not supported for …" errors instead. Defaults to always true.
   */
  isNetworkSupported?: (() => boolean | Promise<boolean>) | undefined
}

/**
 * Creates the client of the provider's blockchain API: every row of spec 7's table, each response parsed with
 * its exported zod schema, each failure a typed WalletKitError.
 * @example
 * const api = createBlockchainApiClient({ baseUrl: options.services.blockchainApiUrl, projectId })
 * const { balances } = await api.getBalances({ address, chainId: 'eip155:1' })
 */
export function createBlockchainApiClient({
  baseUrl,
  projectId,
  clientId,
  sdkType = SDK_TYPE,
  sdkVersion = SDK_VERSION,
  fetch,
  timeoutMs,
  isNetworkSupported,
}: CreateBlockchainApiClientParameters) {
  const http = createHttpClient({
    baseUrl,
    fetch,
    timeoutMs,
    isNetworkSupported,
    query: () => ({
      st: sdkType,
      sv: sdkVersion,
      projectId,
      clientId: typeof clientId === 'function' ? clientId() : clientId,
    }),
  })
  const context: BlockchainApiContext = {
    http,
    projectId,
    isNetworkSupported: async () => {
      try {
        return isNetworkSupported ? await isNetworkSupported() : true
      } catch {
        return false
      }
    },
  }
  return {
    ...createAccountCalls(context),
    ...createConvertCalls(context),
    ...createProfileCalls(context),
    ...createOnrampCalls(context),
    ...createSessionCalls(context),
    ...createNftCalls(context),
  }
}

/** The blockchain API client: one method per row of spec 7's table. */
export type BlockchainApiClient = ReturnType<typeof createBlockchainApiClient>
