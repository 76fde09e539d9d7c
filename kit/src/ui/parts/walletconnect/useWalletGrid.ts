import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { useKit } from '../../../primitives/context/useKit.js'
import { moveWalletGridFocus } from './moveWalletGridFocus.js'
import { useWalletImages } from './useWalletImages.js'
import { walletGridLayout } from './walletGridLayout.js'

const { columns, rowHeight, scrollArea } = walletGridLayout
/** How long the rows in view must stay before their logos are fetched. */
const LOGO_SETTLE_MS = 100

export type UseWalletGridParameters = {
  list: readonly WalletEntry[]
  searching: boolean
  /** Whether another page can be fetched now. */
  canLoadMore: boolean
  onLoadMore(): void
}

/**
 * The virtualised All Wallets grid: rows of 4 in the scroll area, logos fetched for the rows that stay in view, the next page
 * asked for two rows before the end, the top shown when switching between the list and the results, arrow keys.
 * @example const grid = useWalletGrid({ list, searching, canLoadMore, onLoadMore })
 */
export function useWalletGrid({ list, searching, canLoadMore, onLoadMore }: UseWalletGridParameters) {
  const kit = useKit()
  const images = useWalletImages(kit, list)
  const scrollRef = useRef<HTMLElement>(null)
  const rows = Math.ceil(list.length / columns)
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 2,
    // Before the first layout (and in a DOM without layout, or a hidden one) render what fits the scroll area.
    initialRect: scrollArea,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : scrollArea)),
  })
  const virtualRows = virtualizer.getVirtualItems()
  const lastRow = virtualRows.at(-1)?.index ?? 0

  useEffect(() => {
    if (!searching && canLoadMore && lastRow >= rows - 2) onLoadMore()
  }, [searching, canLoadMore, lastRow, rows, onLoadMore])

  // Logos are asked for the rows the visitor stops on, not for every row a fast scroll passes: fetching and
  // encoding a logo for each of 10,000 wallets flicked past made long tasks (load soak).
  useEffect(() => {
    const settled = setTimeout(() => {
      for (const row of virtualRows)
        for (const wallet of list.slice(row.index * columns, row.index * columns + columns))
          images.request(wallet)
    }, LOGO_SETTLE_MS)
    return () => clearTimeout(settled)
  }, [virtualRows, list, images])

  // biome-ignore lint/correctness/useExhaustiveDependencies: switching between the list and the results starts at the top
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 })
  }, [searching])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) =>
    moveWalletGridFocus(event, {
      scrollElement: scrollRef.current,
      count: list.length,
      scrollToRow: (row) => virtualizer.scrollToIndex(row),
    })
  return { scrollRef, virtualizer, virtualRows, images, onKeyDown }
}
