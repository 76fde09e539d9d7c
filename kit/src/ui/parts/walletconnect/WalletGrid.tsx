import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { Spinner } from '../../../primitives/components/Spinner.js'
import { useT } from '../../../primitives/i18n/useT.js'
import { EmptyState } from '../common/EmptyState.js'
import { useWalletGrid } from './useWalletGrid.js'
import { WalletTile } from './WalletTile.js'
import { walletGridLayout } from './walletGridLayout.js'

const { columns, rowHeight } = walletGridLayout

export type WalletGridProps = {
  list: readonly WalletEntry[]
  searching: boolean
  loading: boolean
  /** Whether another page can be fetched now. */
  canLoadMore: boolean
  onLoadMore(): void
  onChoose(wallet: WalletEntry, image: string | undefined): void
  /** Empties the search box (the next step of "No wallet found"). */
  onClearSearch(): void
  /** Asks the directory again (the next step when nothing could be listed). */
  onRetry(): void
}

/**
 * The scrolling grid of All Wallets (or of the search results), with its loading state and its empty states: Clear
 * search when nothing matches, Retry when nothing could be listed.
 * @example <WalletGrid list={list} searching={false} loading={false} canLoadMore onLoadMore={more} onChoose={open} onClearSearch={clear} onRetry={retry} />
 */
export function WalletGrid({
  list,
  searching,
  loading,
  canLoadMore,
  onLoadMore,
  onChoose,
  onClearSearch,
  onRetry,
}: WalletGridProps) {
  const t = useT()
  const { scrollRef, virtualizer, virtualRows, images, onKeyDown } = useWalletGrid({
    list,
    searching,
    canLoadMore,
    onLoadMore,
  })
  return (
    <section
      ref={scrollRef}
      className="wk-aw-scroll"
      aria-label={searching ? t('walletGrid.searchResults') : t('title.allWallets')}
      aria-busy={loading ? 'true' : undefined}
      onKeyDown={onKeyDown}
    >
      {list.length === 0 && loading ? (
        <div className="wk-aw-status" role="status">
          <Spinner />
        </div>
      ) : list.length === 0 && searching ? (
        <EmptyState
          icon="search"
          title={t('common.noWalletFound')}
          text={t('walletGrid.checkTheSpellingOr')}
          action={{ label: t('walletGrid.clearSearch'), onClick: onClearSearch }}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon="offline"
          tone="error"
          title={t('walletGrid.noWalletsToShow')}
          text={t('walletGrid.theWalletListDid')}
          action={{ label: t('common.retry'), onClick: onRetry }}
        />
      ) : (
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualRows.map((row) => (
            <div key={row.key} className="wk-aw-row" style={{ top: row.start, height: rowHeight - 6 }}>
              {list.slice(row.index * columns, row.index * columns + columns).map((wallet, offset) => (
                <WalletTile
                  key={wallet.id}
                  wallet={wallet}
                  index={row.index * columns + offset}
                  image={images.get(wallet)}
                  onChoose={onChoose}
                />
              ))}
            </div>
          ))}
        </div>
      )}
      {list.length > 0 && loading ? (
        <div className="wk-aw-status" role="status" aria-label={t('walletGrid.loadingMoreWallets')}>
          <Spinner />
        </div>
      ) : null}
    </section>
  )
}
