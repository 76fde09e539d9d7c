/** The fields of a history transaction the core's rules read (spec 3). The api schema produces a superset. */
export type TransactionLike = {
  id: string
  metadata: { minedAt: string; chain?: string | undefined; [key: string]: unknown }
  transfers: {
    nft_info?: { flags?: { is_spam?: boolean | undefined } | undefined } | undefined | null
    [key: string]: unknown
  }[]
  [key: string]: unknown
}

/** The transaction list (spec 4): loading, empty, next cursor. */
export type TransactionsState = {
  transactions: TransactionLike[]
  loading: boolean
  empty: boolean
  next: string | undefined
}

export const createTransactionsState = (): TransactionsState => ({
  transactions: [],
  loading: false,
  empty: false,
  next: undefined,
})
