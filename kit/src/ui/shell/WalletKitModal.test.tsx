import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { registerAdapter } from '../../core/connection/registerAdapter.js'
import { openModal } from '../../core/modal/openModal.js'
import { pushView } from '../../core/router/pushView.js'
import type { View } from '../../core/router/RouterState.js'
import { ConnectButton } from '../../react/ConnectButton.js'
import { createScriptedAdapter } from '../../test/createScriptedAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { renderWithKit } from '../../test/renderWithKit.js'
import { uiTestConnectors } from '../../test/uiTestConnectors.js'

afterEach(cleanup)

function setup() {
  const kit = createTestKit()
  registerAdapter(
    kit,
    createScriptedAdapter('eip155', { connectors: [uiTestConnectors.metaMask, uiTestConnectors.rabby] }),
  )
  renderWithKit(<ConnectButton />, kit)
  return kit
}

describe('the modal shell', () => {
  it('opens a labelled modal dialog under one root element when the button is clicked', async () => {
    setup()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.closest('[data-walletkit-root]')?.parentElement).toBe(document.body)
    expect(document.querySelectorAll('[data-walletkit-root]')).toHaveLength(1)
  })

  it('injects its style sheets once per document', async () => {
    const kit = setup()
    act(() => openModal(kit))
    await screen.findByRole('dialog')
    act(() => openModal(kit))
    expect(document.head.querySelectorAll('style[data-walletkit="modal"]')).toHaveLength(1)
    expect(document.head.querySelectorAll('style[data-walletkit="theme"]')).toHaveLength(1)
  })

  it('moves focus to the first wallet once the view shows', async () => {
    setup()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const first = await screen.findByRole('button', { name: /MetaMask/ })
    await waitFor(() => expect(document.activeElement).toBe(first))
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    setup()
    const opener = screen.getByRole('button', { name: 'Connect Wallet' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog')
    await screen.findByRole('button', { name: /MetaMask/ })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes with the close button and gives focus back', async () => {
    setup()
    const opener = screen.getByRole('button', { name: 'Connect Wallet' })
    opener.focus()
    fireEvent.click(opener)
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    setup()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog')
    const close = screen.getByRole('button', { name: 'Close' })
    const last = await screen.findByRole('button', { name: /All wallets/ })
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('moves through the wallet list with the arrow keys, wrapping at the ends', async () => {
    setup()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const first = await screen.findByRole('button', { name: /MetaMask/ })
    const second = screen.getByRole('button', { name: /Rabby Wallet/ })
    const last = screen.getByRole('button', { name: /All wallets/ })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(second)
    fireEvent.keyDown(second, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(last)
    fireEvent.keyDown(last, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(first)
    fireEvent.keyDown(first, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(last)
    fireEvent.keyDown(last, { key: 'Home' })
    expect(document.activeElement).toBe(first)
  })

  it('shows Back once the history has two views, and Back returns to the previous view', async () => {
    const kit = setup()
    act(() => openModal(kit, { view: 'Networks' }))
    await screen.findByRole('dialog', { name: 'Choose network' })
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    act(() => pushView(kit, 'Connect'))
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('dialog', { name: 'Choose network' })).toBeTruthy()
  })

  it('marks the view with the router direction, next forward and prev back', async () => {
    const kit = setup()
    act(() => openModal(kit, { view: 'Networks' }))
    await screen.findByRole('dialog')
    act(() => pushView(kit, 'Connect'))
    await waitFor(() =>
      expect(document.querySelector('.wk-view')?.getAttribute('data-direction')).toBe('next'),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(document.querySelector('.wk-view')?.getAttribute('data-direction')).toBe('prev')
  })

  it('closes on a click on the backdrop but not inside the dialog', async () => {
    const kit = setup()
    act(() => openModal(kit))
    const dialog = await screen.findByRole('dialog')
    fireEvent.mouseDown(dialog)
    expect(kit.store.getState().modal.open).toBe(true)
    fireEvent.mouseDown(dialog.parentElement as HTMLElement)
    expect(kit.store.getState().modal.open).toBe(false)
  })

  it('shows a short notice for a view this build does not include', async () => {
    const kit = setup()
    // Every view of spec 2 has landed: a view name from a later build stands for one this build lacks.
    act(() => openModal(kit, { view: 'FutureView' as View }))
    expect(await screen.findByText('Not available')).toBeTruthy()
  })
})
