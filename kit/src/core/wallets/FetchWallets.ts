import type { WalletEntry } from './WalletsState.js'

/**
 * The query of the wallet directory's GET /getWallets (spec 7); the api layer adds projectId, st and sv.
 * Shaped like the api layer's `getWallets`, so `fetchWallets: directory.getWallets` wires it.
 */
export type FetchWalletsParameters = {
  page: number
  entries: number
  search?: string | undefined
  /** Directory ids; the api layer joins lists with commas. */
  include?: string[] | undefined
  exclude?: string[] | undefined
  /** Sent as badge_type, for example `certified`. */
  badge?: string | undefined
  /** CAIP-2 network ids the wallets must support. */
  chains?: string[] | undefined
}

export type FetchWalletsResult = { data: WalletEntry[]; count: number }

/** The directory fetch, injected by the api layer (and faked in tests). */
export type FetchWallets = (parameters: FetchWalletsParameters) => Promise<FetchWalletsResult>
