import { useCallback, useEffect, useState } from 'react'
import { useStore } from 'zustand'
import type { Nft } from '../../../api/nftSchema.js'
import { getActiveCaipNetwork } from '../../../core/network/getActiveCaipNetwork.js'
import { fetchNftsPage } from '../../../core/nfts/fetchNftsPage.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { ListSkeleton } from './ListSkeleton.js'
import { NftCard } from './NftCard.js'
import { useOnVisible } from './useOnVisible.js'

type NftsList = {
  nfts: Nft[]
  next: string | undefined
  status: 'loading' | 'ready' | 'unavailable' | 'failed'
}

/**
 * The NFTs tab: a grid of the account's NFTs on the active network (name, collection, image), paged by cursor as the
 * end scrolls into view; "NFTs are unavailable" where the provider has no NFT endpoint (404), and an empty state.
 * @example <NftsTab />
 */
export function NftsTab() {
  const kit = useKit()
  const address = useStore(kit.store, (state) => state.accounts[state.activeNamespace]?.address)
  const networkId = useStore(kit.store, (state) => getActiveCaipNetwork(state)?.caipNetworkId)
  const [list, setList] = useState<NftsList>({ nfts: [], next: undefined, status: 'loading' })

  const load = useCallback(
    async (cursor: string | undefined, live: () => boolean) => {
      setList((current) => ({ ...current, status: 'loading' }))
      const page = await fetchNftsPage(kit, { cursor })
      if (!live()) return
      setList((current) =>
        page.status === 'ready'
          ? { nfts: cursor ? [...current.nfts, ...page.nfts] : page.nfts, next: page.next, status: 'ready' }
          : { ...current, next: undefined, status: page.status },
      )
    },
    [kit],
  )
  useEffect(() => {
    if (!address || !networkId) return
    let live = true
    setList({ nfts: [], next: undefined, status: 'loading' })
    void load(undefined, () => live)
    return () => {
      live = false
    }
  }, [load, address, networkId])
  const more = useOnVisible<HTMLButtonElement>(
    () => void load(list.next, () => true),
    list.next !== undefined && list.status === 'ready',
  )

  if (list.status === 'unavailable')
    return <div className="wk-empty">NFTs are unavailable on this network</div>
  if (list.nfts.length === 0 && list.status === 'loading') return <ListSkeleton label="Loading NFTs" />
  if (list.nfts.length === 0)
    return (
      <div className="wk-empty">{list.status === 'failed' ? 'NFTs could not be loaded' : 'No NFTs yet'}</div>
    )
  return (
    <div className="wk-stack">
      <ul className="wk-nfts" aria-label="NFTs">
        {list.nfts.map((nft) => (
          <NftCard key={nft.id} nft={nft} />
        ))}
      </ul>
      {list.status === 'loading' ? <ListSkeleton label="Loading more NFTs" rows={1} /> : null}
      {list.next && list.status === 'ready' ? (
        <button
          ref={more}
          type="button"
          className="wk-btn"
          data-variant="secondary"
          data-block=""
          onClick={() => void load(list.next, () => true)}
        >
          Load more
        </button>
      ) : null}
    </div>
  )
}
