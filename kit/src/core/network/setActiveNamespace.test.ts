import { describe, expect, it } from 'vitest'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { createSendState } from '../send/SendState.js'
import { updateSendForm } from '../send/updateSendForm.js'
import { getActiveCaipNetwork } from './getActiveCaipNetwork.js'
import { setActiveNamespace } from './setActiveNamespace.js'
import { updateNetworkState } from './updateNetworkState.js'

describe('setActiveNamespace', () => {
  it('switches to the namespace on its current network, marking the switch and resetting the send form', () => {
    const kit = createTestKit()
    updateSendForm(kit, { amount: '1' })
    setActiveNamespace(kit, 'solana')
    const state = kit.store.getState()
    expect(state.activeNamespace).toBe('solana')
    expect(getActiveCaipNetwork(state)).toEqual(testNetworks.solana)
    expect(state.networks.solana?.switching).toBe(true)
    expect(state.send).toEqual(createSendState())
  })

  it("uses the namespace's first requested network when it has no current one", () => {
    const kit = createTestKit()
    updateNetworkState(kit, 'solana', { caipNetwork: undefined })
    setActiveNamespace(kit, 'solana')
    expect(getActiveCaipNetwork(kit.store.getState())).toEqual(testNetworks.solana)
  })

  it('switches the namespace alone when it has no network at all', () => {
    const kit = createTestKit()
    updateNetworkState(kit, 'solana', { caipNetwork: undefined, requestedCaipNetworks: [] })
    setActiveNamespace(kit, 'solana')
    expect(kit.store.getState().activeNamespace).toBe('solana')
  })

  it('does nothing for the namespace already active', () => {
    const kit = createTestKit()
    updateSendForm(kit, { amount: '1' })
    setActiveNamespace(kit, 'eip155')
    expect(kit.store.getState().send.amount).toBe('1')
  })

  it('ignores a namespace the host did not configure', () => {
    const kit = createTestKit()
    setActiveNamespace(kit, 'bip122')
    expect(kit.store.getState().activeNamespace).toBe('eip155')
  })
})
