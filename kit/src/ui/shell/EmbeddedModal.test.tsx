import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { registerAdapter } from '../../core/connection/registerAdapter.js'
import { closeModal } from '../../core/modal/closeModal.js'
import { pushView } from '../../core/router/pushView.js'
import { WalletKitEmbedded } from '../../react/WalletKitEmbedded.js'
import { createScriptedAdapter } from '../../test/createScriptedAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { renderWithKit } from '../../test/renderWithKit.js'
import { uiTestConnectors } from '../../test/uiTestConnectors.js'

afterEach(cleanup)

describe('WalletKitEmbedded', () => {
  it('renders the modal inline, labelled, without a dialog or a close button', async () => {
    const kit = createTestKit()
    registerAdapter(kit, createScriptedAdapter('eip155', { connectors: [uiTestConnectors.metaMask] }))
    const { container } = renderWithKit(<WalletKitEmbedded />, kit)
    const region = await screen.findByRole('region', { name: 'Connect wallet' })
    expect(container.contains(region)).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(await screen.findByRole('button', { name: /MetaMask/ })).toBeTruthy()
    expect(kit.store.getState().router.embedded).toBe(true)
  })

  it('returns to Connect instead of closing', async () => {
    const kit = createTestKit()
    registerAdapter(kit, createScriptedAdapter('eip155', { connectors: [uiTestConnectors.metaMask] }))
    renderWithKit(<WalletKitEmbedded />, kit)
    await screen.findByRole('region', { name: 'Connect wallet' })
    act(() => pushView(kit, 'Networks'))
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }))
    act(() => pushView(kit, 'Networks'))
    act(() => closeModal(kit))
    expect(await screen.findByRole('region', { name: 'Connect wallet' })).toBeTruthy()
  })

  it('leaves embedded mode when unmounted', async () => {
    const kit = createTestKit()
    const { unmount } = renderWithKit(<WalletKitEmbedded />, kit)
    await screen.findByRole('region')
    unmount()
    expect(kit.store.getState().router.embedded).toBe(false)
    expect(kit.store.getState().modal.open).toBe(false)
  })
})
