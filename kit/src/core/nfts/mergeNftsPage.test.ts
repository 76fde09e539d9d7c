import { describe, expect, it } from 'vitest'
import type { Nft } from '../../api/nftSchema.js'
import type { FetchNftsPageReturnType } from './fetchNftsPage.js'
import { mergeNftsPage, type NftsList } from './mergeNftsPage.js'

const nft = (name: string) => ({ id: name, chainId: 'eip155:1', name }) as unknown as Nft
const alice = 'eip155:1:0xA11CE'
const list: NftsList = { account: alice, nfts: [nft('A1')], next: 'c2', status: 'loading' }

describe('mergeNftsPage', () => {
  it("appends a next page of the list's account", () => {
    const page: FetchNftsPageReturnType = {
      status: 'ready',
      nfts: [nft('A2')],
      next: undefined,
      account: alice,
    }
    expect(mergeNftsPage(list, page, { cursor: 'c2' }).nfts.map((item) => item.name)).toEqual(['A1', 'A2'])
  })

  it('leaves the list alone for a page of another account or a stale one', () => {
    const page: FetchNftsPageReturnType = {
      status: 'ready',
      nfts: [nft('B2')],
      next: 'c3',
      account: 'eip155:1:0xB0B',
    }
    expect(mergeNftsPage(list, page, { cursor: 'c2' })).toBe(list)
    expect(mergeNftsPage(list, { status: 'stale' }, { cursor: 'c2' })).toBe(list)
  })
})
