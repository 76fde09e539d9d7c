/** A wallet directory entry (spec 3). */
export type WalletEntry = {
  id: string
  name: string
  rdns?: string | null | undefined
  image_id?: string | null | undefined
  image_url?: string | null | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  chains?: string[] | undefined
  installed?: boolean | undefined
}

/** Wallet lists (spec 4): recommended (4), featured, search, paged; plus recent (at most 2). */
export type WalletsState = {
  recommended: WalletEntry[]
  featured: WalletEntry[]
  search: WalletEntry[]
  wallets: WalletEntry[]
  recent: WalletEntry[]
  page: number
  count: number
}

export const createWalletsState = (): WalletsState => ({
  recommended: [],
  featured: [],
  search: [],
  wallets: [],
  recent: [],
  page: 0,
  count: 0,
})
