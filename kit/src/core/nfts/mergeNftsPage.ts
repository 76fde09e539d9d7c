import type { Nft } from '../../api/nftSchema.js'
import type { FetchNftsPageReturnType } from './fetchNftsPage.js'

/** The NFTs tab's list: the NFTs of one account (`chainId:address`), the next cursor, and how loading went. */
export type NftsList = {
  account: string | undefined
  nfts: Nft[]
  next: string | undefined
  status: 'loading' | 'ready' | 'unavailable' | 'failed'
}

/**
 * The list with a page merged in: a first page (no cursor) replaces it, a later one is appended; a page of another
 * account or chain than the list's (or a stale one) leaves the list as it is.
 * @example setList((list) => mergeNftsPage(list, page, { cursor }))
 */
export function mergeNftsPage(
  list: NftsList,
  page: FetchNftsPageReturnType,
  { cursor }: { cursor: string | undefined },
): NftsList {
  if (page.status === 'stale') return list
  if (page.status !== 'ready') return { ...list, next: undefined, status: page.status }
  if (page.account !== list.account) return list
  return {
    ...list,
    nfts: cursor ? [...list.nfts, ...page.nfts] : page.nfts,
    next: page.next,
    status: 'ready',
  }
}
