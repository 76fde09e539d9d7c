import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { registerAdapter } from '../../core/connection/registerAdapter.js'
import { setActiveCaipNetwork } from '../../core/network/setActiveCaipNetwork.js'
import { pushView } from '../../core/router/pushView.js'
import { connectTestAccount } from '../../test/connectTestAccount.js'
import { createScriptedAdapter } from '../../test/createScriptedAdapter.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { renderModal } from '../../test/renderModal.js'

afterEach(cleanup)

async function openNetworks() {
  const kit = createTestKit()
  const adapter = createScriptedAdapter('eip155')
  registerAdapter(kit, adapter)
  connectTestAccount(kit)
  await renderModal(kit)
  await screen.findByRole('button', { name: 'Disconnect' })
  act(() => pushView(kit, 'Networks'))
  const list = await screen.findByRole('list', { name: 'Networks' })
  return { kit, adapter, list }
}

describe('NetworksView', () => {
  it('lists the networks by name with the active one marked', async () => {
    const { list } = await openNetworks()
    const rows = within(list).getAllByRole('button')
    expect(rows.map((row) => row.getAttribute('aria-label') ?? row.textContent)).toEqual([
      'Ethereum, Current',
      'Base',
      'Solana',
    ])
    expect(rows[0]?.getAttribute('aria-current')).toBe('true')
  })

  it('switches through the wallet, showing progress, then goes back to Account', async () => {
    const { kit, adapter } = await openNetworks()
    fireEvent.click(screen.getByRole('button', { name: 'Base' }))
    expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('Approve the switch in your wallet.')).toBeTruthy()
    expect(adapter.switches.map((request) => request.network.caipNetworkId)).toEqual(['eip155:8453'])
    await act(async () => adapter.switches[0]?.resolve())
    expect(kit.store.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy()
  })

  it('says the switch was declined when the visitor says no, and stays', async () => {
    const { kit, adapter } = await openNetworks()
    fireEvent.click(screen.getByRole('button', { name: 'Base' }))
    await act(async () => adapter.switches[0]?.reject({ code: 4001, message: 'User rejected' }))
    expect(await screen.findByText('You declined the switch in your wallet.')).toBeTruthy()
    expect(kit.store.getState().router.view).toBe('Networks')
    expect(kit.store.getState().networks.eip155?.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('shows the error of a failed switch', async () => {
    const { adapter } = await openNetworks()
    fireEvent.click(screen.getByRole('button', { name: 'Base' }))
    await act(async () => adapter.switches[0]?.reject({ code: -32603, message: 'Internal error' }))
    expect(await screen.findByText('Internal error')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Base' }).getAttribute('aria-busy')).toBeNull()
  })

  it('labels an active network it does not know "Unknown Network"', async () => {
    const { kit } = await openNetworks()
    act(() =>
      setActiveCaipNetwork(kit, {
        ...testNetworks.base,
        id: 31337,
        caipNetworkId: 'eip155:31337',
        name: ' ',
      }),
    )
    act(() => pushView(kit, 'Networks'))
    expect(await screen.findByRole('button', { name: 'Unknown Network, Current' })).toBeTruthy()
  })
})
