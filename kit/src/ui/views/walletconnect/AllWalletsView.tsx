import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useInsertionEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useStore } from 'zustand'
import type { Connector } from '../../../chains/ChainAdapter.js'
import { pushView } from '../../../core/router/pushView.js'
import type { FetchWallets } from '../../../core/wallets/FetchWallets.js'
import { fetchFeaturedWallets } from '../../../core/wallets/fetchFeaturedWallets.js'
import { fetchNextWalletsPage } from '../../../core/wallets/fetchNextWalletsPage.js'
import { fetchRecommendedWallets } from '../../../core/wallets/fetchRecommendedWallets.js'
import { getAllWalletsList } from '../../../core/wallets/getAllWalletsList.js'
import { hasMoreWallets } from '../../../core/wallets/hasMoreWallets.js'
import { scheduleWalletSearch } from '../../../core/wallets/scheduleWalletSearch.js'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { injectStyleSheet } from '../../../primitives/theme/injectStyleSheet.js'
import { allWalletsCss } from '../../parts/walletconnect/allWalletsCss.js'
import { useWalletImages } from '../../parts/walletconnect/useWalletImages.js'
import { WalletTile } from '../../parts/walletconnect/WalletTile.js'

const COLUMNS = 4
const ROW_HEIGHT = 100
const SCROLL_AREA = { width: 328, height: 432 }

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
  /** Search only the wallets the directory certifies (sent as badge_type). */
  const [certified, setCertified] = useState(false)
  const runSearch = (text: string, onlyCertified: boolean) =>
    scheduleWalletSearch(kit, { search: text, fetchWallets, badge: onlyCertified ? 'certified' : undefined })
  const searching = search.trim() !== ''
  const fetchWallets = useMemo<FetchWallets>(
    () => (parameters) => kit.api.directory.getWallets(parameters),
    [kit],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is derived from these slices of the store
  const all = useMemo(() => getAllWalletsList(kit), [kit, walletsState, connectors])
  const list = searching ? walletsState.search : all
  const images = useWalletImages(kit, list)

  const loadMore = useCallback(() => {
    fetchNextWalletsPage(kit, { fetchWallets }).catch((error: unknown) =>
      kit.logger.error('Loading more wallets failed', error),
    )
  }, [kit, fetchWallets])

  useEffect(() => {
    const { wallets } = kit.store.getState()
    const failed = (what: string) => (error: unknown) =>
      kit.logger.error(`Loading ${what} wallets failed`, error)
    if (wallets.featured.length === 0 && kit.options.featuredWalletIds.length > 0)
      fetchFeaturedWallets(kit, { fetchWallets }).catch(failed('featured'))
    if (wallets.recommended.length === 0)
      fetchRecommendedWallets(kit, { fetchWallets }).catch(failed('recommended'))
    if (wallets.page === 0) loadMore()
  }, [kit, fetchWallets, loadMore])

  const scrollRef = useRef<HTMLElement>(null)
  const rows = Math.ceil(list.length / COLUMNS)
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    // Before the first layout (and in a DOM without layout, or a hidden one) render what fits the scroll area.
    initialRect: SCROLL_AREA,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : SCROLL_AREA)),
  })
  const virtualRows = virtualizer.getVirtualItems()
  const lastRow = virtualRows.at(-1)?.index ?? 0

  useEffect(() => {
    if (!searching && lastRow >= rows - 2 && hasMoreWallets(walletsState) && !walletsState.loading.page)
      loadMore()
  }, [searching, lastRow, rows, walletsState, loadMore])

  useEffect(() => {
    for (const row of virtualRows)
      for (const wallet of list.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS))
        images.request(wallet)
  }, [virtualRows, list, images])

  // biome-ignore lint/correctness/useExhaustiveDependencies: switching between the list and the results starts at the top
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 })
  }, [searching])

  const choose = useCallback(
    (wallet: WalletEntry, image: string | undefined) => {
      const connector = wallet.installed ? installedConnector(connectors, wallet) : undefined
      if (connector) pushView(kit, 'ConnectingExternal', { connector })
      else
        pushView(kit, 'ConnectingWalletConnect', {
          wallet: { ...wallet, image_url: wallet.image_url ?? image },
        })
    },
    [kit, connectors],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[event.key]
    const current = Number((document.activeElement as HTMLElement | null)?.dataset.index)
    if (step === undefined || Number.isNaN(current)) return
    const next = Math.min(Math.max(current + step, 0), list.length - 1)
    event.preventDefault()
    const find = () => scrollRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)
    const rendered = find()
    if (rendered) {
      rendered.focus()
      rendered.scrollIntoView?.({ block: 'nearest' })
      return
    }
    // Not rendered yet (outside the virtual window): bring its row in, then focus it.
    virtualizer.scrollToIndex(Math.floor(next / COLUMNS))
    requestAnimationFrame(() => find()?.focus())
  }

  const loading = searching ? walletsState.loading.search : walletsState.loading.page
  return (
    <div className="wk-aw">
      <div className="wk-aw-search">
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" strokeLinecap="round" />
        </svg>
        <input
          className="wk-input"
          type="search"
          aria-label="Search wallets"
          placeholder="Search wallet"
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            runSearch(event.target.value, certified)
          }}
        />
        <button
          type="button"
          className="wk-aw-filter"
          aria-pressed={certified}
          title="Search certified wallets only"
          onClick={() => {
            setCertified(!certified)
            runSearch(search, !certified)
          }}
        >
          Certified
        </button>
      </div>
      <section
        ref={scrollRef}
        className="wk-aw-scroll"
        aria-label={searching ? 'Search results' : 'All wallets'}
        aria-busy={loading ? 'true' : undefined}
        onKeyDown={onKeyDown}
      >
        {list.length === 0 ? (
          <div className="wk-aw-status" role="status">
            {loading ? <Spinner /> : searching ? 'No wallet found' : 'No wallets to show'}
          </div>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualRows.map((row) => (
              <div key={row.key} className="wk-aw-row" style={{ top: row.start, height: ROW_HEIGHT - 6 }}>
                {list.slice(row.index * COLUMNS, row.index * COLUMNS + COLUMNS).map((wallet, offset) => (
                  <WalletTile
                    key={wallet.id}
                    wallet={wallet}
                    index={row.index * COLUMNS + offset}
                    image={images.get(wallet)}
                    onChoose={choose}
                  />
                ))}
              </div>
            ))}
          </div>
        )}
        {list.length > 0 && loading ? (
          <div className="wk-aw-status" role="status" aria-label="Loading more wallets">
            <Spinner />
          </div>
        ) : null}
      </section>
    </div>
  )
}

/** The browser connector of an installed directory wallet (same rdns), if the kit can use it. */
function installedConnector(connectors: readonly Connector[], wallet: WalletEntry): Connector | undefined {
  if (!wallet.rdns) return undefined
  return connectors.find(
    (connector) =>
      connector.type !== 'WALLET_CONNECT' &&
      connector.info?.rdns === wallet.rdns &&
      connector.installed === true,
  )
}
