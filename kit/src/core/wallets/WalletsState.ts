import type { WalletDirectoryEntry } from '../../api/walletDirectoryEntrySchema.js'

/** A wallet directory entry (spec 3), with the installed flag the kit sets from the browser. */
export type WalletEntry = Partial<Omit<WalletDirectoryEntry, 'id' | 'name'>> &
  Pick<WalletDirectoryEntry, 'id' | 'name'> & { installed?: boolean | undefined }

/** Wallet lists (spec 4): recommended (4), featured, search, paged; plus recent (at most 2). */
export type WalletsState = {
  recommended: WalletEntry[]
  featured: WalletEntry[]
  search: WalletEntry[]
  /** The trimmed text `search` answers; a reply to an older text is dropped. */
  searchQuery: string
  /** The paged list, pages appended in order without duplicates. */
  wallets: WalletEntry[]
  recent: WalletEntry[]
  /** The last page fetched of `wallets` (0 before the first). */
  page: number
  /** How many entries the directory has for the paged list. */
  count: number
  /** Directory entries of `excludeWalletIds`, so browser wallets can be matched by rdns and name (spec 5). */
  excluded: WalletEntry[]
  loading: { recommended: boolean; featured: boolean; search: boolean; page: boolean }
  /** The last page request failed: the list stops asking for more on its own until a retry succeeds. */
  pageFailed: boolean
}

export const createWalletsState = (): WalletsState => ({
  recommended: [],
  featured: [],
  search: [],
  searchQuery: '',
  wallets: [],
  recent: [],
  page: 0,
  count: 0,
  excluded: [],
  loading: { recommended: false, featured: false, search: false, page: false },
  pageFailed: false,
})
