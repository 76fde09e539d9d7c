import { useCallback, useEffect, useInsertionEffect, useMemo, useState } from 'react'
import { useStore } from 'zustand'
import { createAllWalletsListBuilder } from '../../../core/wallets/createAllWalletsListBuilder.js'
import { hasMoreWallets } from '../../../core/wallets/hasMoreWallets.js'
import { loadAllWallets } from '../../../core/wallets/loadAllWallets.js'
import { loadMoreWallets } from '../../../core/wallets/loadMoreWallets.js'
import { openDirectoryWallet } from '../../../core/wallets/openDirectoryWallet.js'
import { scheduleWalletSearch } from '../../../core/wallets/scheduleWalletSearch.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { injectStyleSheet } from '../../../primitives/theme/injectStyleSheet.js'
import { allWalletsCss } from '../../parts/walletconnect/allWalletsCss.js'
import { WalletGrid } from '../../parts/walletconnect/WalletGrid.js'
import { WalletSearchBar } from '../../parts/walletconnect/WalletSearchBar.js'

/** The directory badge the Certified filter searches by (sent as badge_type). */
const CERTIFIED_BADGE = 'certified'

/**
 * All Wallets (spec 2, 4): the whole directory, featured and recommended first and installed wallets before the
 * rest, 40 at a time as the visitor scrolls a virtualised grid; search (trimmed, 300 ms after the last key, up to
 * 100 results). A wallet the browser has opens its browser connector; any other pairs over WalletConnect.
 * @example pushView(kit, 'AllWallets')
 */
export default function AllWalletsView() {
  const kit = useKit()
  useInsertionEffect(() => injectStyleSheet(document, 'all-wallets', allWalletsCss), [])
  const walletsState = useStore(kit.store, (state) => state.wallets)
  const connectors = useStore(kit.store, (state) => state.connectors.connectors)
  const [search, setSearch] = useState('')
  const [certified, setCertified] = useState(false)
  const searching = search.trim() !== ''
  // Each page of 40 is added by itself, and the list stays the same array while only loading flags change.
  const buildList = useMemo(() => createAllWalletsListBuilder(), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is derived from these slices of the store
  const all = useMemo(() => buildList(kit), [buildList, kit, walletsState, connectors])
  const list = searching ? walletsState.search : all
  const runSearch = (text: string, onlyCertified: boolean) =>
    scheduleWalletSearch(kit, { search: text, badge: onlyCertified ? CERTIFIED_BADGE : undefined })
  const onLoadMore = useCallback(() => loadMoreWallets(kit), [kit])
  const onChoose = useCallback(
    (wallet: WalletEntry, image: string | undefined) => openDirectoryWallet(kit, { wallet, image }),
    [kit],
  )
  useEffect(() => loadAllWallets(kit), [kit])

  return (
    <div className="wk-aw">
      <WalletSearchBar
        search={search}
        certified={certified}
        onSearch={(text) => {
          setSearch(text)
          runSearch(text, certified)
        }}
        onCertifiedChange={(onlyCertified) => {
          setCertified(onlyCertified)
          runSearch(search, onlyCertified)
        }}
      />
      <WalletGrid
        list={list}
        searching={searching}
        // While the 300 ms search delay runs, the results are for older text: loading, not "No wallet found".
        loading={
          searching
            ? walletsState.loading.search || walletsState.searchQuery !== search.trim()
            : walletsState.loading.page
        }
        // After a failed page the list stops asking on its own (it would ask again at once, forever): Retry asks.
        canLoadMore={hasMoreWallets(walletsState) && !walletsState.loading.page && !walletsState.pageFailed}
        onLoadMore={onLoadMore}
        onChoose={onChoose}
        onClearSearch={() => {
          setSearch('')
          runSearch('', certified)
        }}
        onRetry={() => loadAllWallets(kit)}
      />
    </div>
  )
}
