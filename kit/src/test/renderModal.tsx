import { act, screen } from '@testing-library/react'
import { openModal } from '../core/modal/openModal.js'
import type { RouteData, View } from '../core/router/RouterState.js'
import type { WalletKit } from '../core/WalletKit.js'
import { renderWithKit } from './renderWithKit.js'

/**
 * Renders a provider for `kit`, opens the modal (on `view` when given) and waits for the dialog.
 * @example const dialog = await renderModal(kit, 'Networks')
 */
export async function renderModal(kit: WalletKit, view?: View, data?: RouteData): Promise<HTMLElement> {
  renderWithKit(null, kit)
  act(() => openModal(kit, { view, data }))
  const dialog = await screen.findByRole('dialog')
  // The shell and the view arrive through dynamic imports and commit outside act, so their effects (store
  // subscriptions) may still be queued in React's scheduler when the dialog first shows: a macrotask lets them run.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
  return dialog
}
