import { describe, expect, it } from 'vitest'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { getActiveCaipNetwork } from './getActiveCaipNetwork.js'
import { removeNetwork } from './removeNetwork.js'
import { setActiveCaipNetwork } from './setActiveCaipNetwork.js'
import { setApprovedCaipNetworkIds } from './setApprovedCaipNetworkIds.js'
import { updateNetworkState } from './updateNetworkState.js'

describe('removeNetwork', () => {
  it('switches from the removed active network to the first remaining one', () => {
    const kit = createTestKit()
    setActiveCaipNetwork(kit, testNetworks.base)
    removeNetwork(kit, 'eip155:8453')
    const state = kit.store.getState()
    expect(getActiveCaipNetwork(state)).toEqual(testNetworks.mainnet)
    expect(state.networks.eip155?.requestedCaipNetworks).toEqual([testNetworks.mainnet])
  })

  it('removes the network from the approved list too', () => {
    const kit = createTestKit()
    setApprovedCaipNetworkIds(kit, 'eip155', ['eip155:1', 'eip155:8453'])
    removeNetwork(kit, 'eip155:8453')
    expect(kit.store.getState().networks.eip155?.approvedCaipNetworkIds).toEqual(['eip155:1'])
  })

  it('keeps the active network when another one is removed', () => {
    const kit = createTestKit()
    removeNetwork(kit, 'eip155:8453')
    expect(getActiveCaipNetwork(kit.store.getState())).toEqual(testNetworks.mainnet)
  })

  it('switches to another namespace when the active namespace has no network left', () => {
    const kit = createTestKit()
    removeNetwork(kit, 'eip155:8453')
    removeNetwork(kit, 'eip155:1')
    const state = kit.store.getState()
    expect(state.activeNamespace).toBe('solana')
    expect(getActiveCaipNetwork(state)).toEqual(testNetworks.solana)
  })

  it('leaves no active network when the last one is removed', () => {
    const kit = createTestKit({ networks: [testNetworks.mainnet] })
    removeNetwork(kit, 'eip155:1')
    expect(getActiveCaipNetwork(kit.store.getState())).toBeUndefined()
  })

  it("moves an inactive namespace's current network to its first remaining one", () => {
    const kit = createTestKit()
    setActiveCaipNetwork(kit, testNetworks.solana)
    removeNetwork(kit, 'eip155:1')
    const state = kit.store.getState()
    expect(state.networks.eip155?.caipNetwork).toEqual(testNetworks.base)
    expect(getActiveCaipNetwork(state)).toEqual(testNetworks.solana)
  })

  it('removes an active network that was never requested (an unsupported chain)', () => {
    const kit = createTestKit()
    updateNetworkState(kit, 'eip155', {
      caipNetwork: { ...testNetworks.mainnet, id: 137, caipNetworkId: 'eip155:137' },
    })
    removeNetwork(kit, 'eip155:137')
    expect(getActiveCaipNetwork(kit.store.getState())).toEqual(testNetworks.mainnet)
  })

  it('changes nothing for an unknown network', () => {
    const kit = createTestKit()
    const before = kit.store.getState()
    removeNetwork(kit, 'eip155:999')
    expect(kit.store.getState()).toBe(before)
  })
})
