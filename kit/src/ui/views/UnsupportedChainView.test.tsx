import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { registerAdapter } from '../../core/connection/registerAdapter.js'
import { openModal } from '../../core/modal/openModal.js'
import { setActiveCaipNetwork } from '../../core/network/setActiveCaipNetwork.js'
import { connectTestAccount } from '../../test/connectTestAccount.js'
import { createScriptedAdapter } from '../../test/createScriptedAdapter.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { renderWithKit } from '../../test/renderWithKit.js'

afterEach(cleanup)

const anvil = { ...testNetworks.base, id: 31337, caipNetworkId: 'eip155:31337', name: 'Anvil' }

async function onUnsupportedChain() {
  const kit = createTestKit()
  const adapter = createScriptedAdapter('eip155')
  registerAdapter(kit, adapter)
  connectTestAccount(kit)
  renderWithKit(null, kit)
  act(() => openModal(kit))
  act(() => setActiveCaipNetwork(kit, anvil))
  await screen.findByRole('dialog', { name: 'Switch network' })
  await screen.findByRole('list', { name: 'Networks' })
  return { kit, adapter }
}

describe('UnsupportedChainView', () => {
  it('explains and lists the supported networks, the current one first', async () => {
    await onUnsupportedChain()
    expect(screen.getByText(/Your wallet is on a network this app does not support/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Anvil, Current' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ethereum' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Base' })).toBeTruthy()
  })

  it('switches from it and closes the flow', async () => {
    const { kit, adapter } = await onUnsupportedChain()
    fireEvent.click(screen.getByRole('button', { name: 'Base' }))
    await act(async () => adapter.switches[0]?.resolve())
    expect(kit.store.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(kit.store.getState().modal.open).toBe(false)
  })

  it('disconnects from it', async () => {
    const { kit } = await onUnsupportedChain()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disconnect' })))
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBeUndefined()
    expect(await screen.findByRole('dialog', { name: 'Connect wallet' })).toBeTruthy()
  })
})
