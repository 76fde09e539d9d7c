import { useCallback, useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { fetchNftsPage, getNftsAccount } from '../../../core/nfts/fetchNftsPage.js'
import { mergeNftsPage, type NftsList } from '../../../core/nfts/mergeNftsPage.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { ListSkeleton } from './ListSkeleton.js'
import { NftCard } from './NftCard.js'
import { NftsEmpty } from './NftsEmpty.js'
import { useOnVisible } from './useOnVisible.js'

/**
 * The NFTs tab: a grid of the account's NFTs on the active network (name, collection, image), paged by cursor as the
 * end scrolls into view; "NFTs are unavailable" where the provider has no NFT endpoint (404), and an empty state.
 * The list belongs to one account and chain: it resets on a switch, and a page of the previous one is dropped.
 * @example <NftsTab />
 */
export function NftsTab() {
  const t = useT()
  const kit = useKit()
  const account = useStore(kit.store, getNftsAccount)
  const [list, setList] = useState<NftsList>({ account, nfts: [], next: undefined, status: 'loading' })

  const load = useCallback(
    async (cursor: string | undefined, live: () => boolean) => {
      setList((current) => ({ ...current, status: 'loading' }))
      const page = await fetchNftsPage(kit, { cursor })
      if (!live()) return
      setList((current) => mergeNftsPage(current, page, { cursor }))
    },
    [kit],
  )
  useEffect(() => {
    if (!account) return
    let live = true
    setList({ account, nfts: [], next: undefined, status: 'loading' })
    void load(undefined, () => live)
    return () => {
      live = false
    }
  }, [load, account])
  const more = useOnVisible<HTMLButtonElement>(
    () => void load(list.next, () => true),
    list.next !== undefined && list.status === 'ready',
  )

  if (list.status === 'unavailable') return <NftsEmpty reason="unavailable" />
  if (list.nfts.length === 0 && list.status === 'loading')
    return <ListSkeleton label={t('nftsTab.loadingNfts')} />
  if (list.nfts.length === 0)
    return (
      <NftsEmpty
        reason={list.status === 'failed' ? 'failed' : 'none'}
        onRetry={() => void load(undefined, () => true)}
      />
    )
  return (
    <div className="wk-stack">
      <ul className="wk-nfts" aria-label={t('nftsTab.nfts')}>
        {list.nfts.map((nft) => (
          <NftCard key={nft.id} nft={nft} />
        ))}
      </ul>
      {list.status === 'loading' ? <ListSkeleton label={t('nftsTab.loadingMoreNfts')} rows={1} /> : null}
      {list.next && list.status === 'ready' ? (
        <button
          ref={more}
          type="button"
          className="wk-btn"
          data-variant="secondary"
          data-block=""
          onClick={() => void load(list.next, () => true)}
        >
          {t('common.loadMore')}
        </button>
      ) : null}
    </div>
  )
}
