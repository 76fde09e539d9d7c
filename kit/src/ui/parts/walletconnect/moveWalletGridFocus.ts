import type { KeyboardEvent } from 'react'
import { walletGridLayout } from './walletGridLayout.js'

const { columns } = walletGridLayout

export type MoveWalletGridFocusParameters = {
  scrollElement: HTMLElement | null
  /** How many wallets the grid holds. */
  count: number
  /** Brings a row into the virtual window. */
  scrollToRow(row: number): void
}

/**
 * Arrow keys in the All Wallets grid: Left and Right move by one tile, Up and Down by a row; a tile outside the
 * virtual window is scrolled in, then focused.
 * @example <section onKeyDown={(event) => moveWalletGridFocus(event, { scrollElement, count, scrollToRow })} />
 */
export function moveWalletGridFocus(
  event: KeyboardEvent<HTMLElement>,
  { scrollElement, count, scrollToRow }: MoveWalletGridFocusParameters,
): void {
  const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[event.key]
  const current = Number((document.activeElement as HTMLElement | null)?.dataset.index)
  if (step === undefined || Number.isNaN(current)) return
  const next = Math.min(Math.max(current + step, 0), count - 1)
  event.preventDefault()
  const find = () => scrollElement?.querySelector<HTMLElement>(`[data-index="${next}"]`)
  const rendered = find()
  if (rendered) {
    rendered.focus()
    rendered.scrollIntoView?.({ block: 'nearest' })
    return
  }
  // Not rendered yet (outside the virtual window): bring its row in, then focus it.
  scrollToRow(Math.floor(next / columns))
  requestAnimationFrame(() => find()?.focus())
}
