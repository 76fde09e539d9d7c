import { describe, expect, it } from 'vitest'
import { UNKNOWN_NETWORK_LABEL } from '../../config/index.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { getActiveCaipNetwork } from './getActiveCaipNetwork.js'
import { getNetworkName } from './getNetworkName.js'
import { updateNetworkState } from './updateNetworkState.js'

describe('getNetworkName', () => {
  it('names the active network', () => {
    expect(getNetworkName(createTestKit().store.getState())).toBe('Ethereum')
  })

  it('names a requested network of any namespace by its id', () => {
    expect(getNetworkName(createTestKit().store.getState(), testNetworks.solana.caipNetworkId)).toBe('Solana')
  })

  it('labels a network the kit does not know "Unknown Network"', () => {
    expect(getNetworkName(createTestKit().store.getState(), 'eip155:137')).toBe('Unknown Network')
    expect(UNKNOWN_NETWORK_LABEL).toBe('Unknown Network')
  })

  it('uses the name an unrequested active network carries, and the label when it carries none', () => {
    const kit = createTestKit()
    updateNetworkState(kit, 'eip155', {
      caipNetwork: { ...testNetworks.mainnet, caipNetworkId: 'eip155:137', name: 'Polygon' },
    })
    expect(getNetworkName(kit.store.getState())).toBe('Polygon')
    updateNetworkState(kit, 'eip155', {
      caipNetwork: { ...testNetworks.mainnet, caipNetworkId: 'eip155:137', name: ' ' },
    })
    expect(getNetworkName(kit.store.getState())).toBe('Unknown Network')
  })

  it('labels a missing active network "Unknown Network"', () => {
    const kit = createTestKit()
    updateNetworkState(kit, 'eip155', { caipNetwork: undefined })
    expect(getActiveCaipNetwork(kit.store.getState())).toBeUndefined()
    expect(getNetworkName(kit.store.getState())).toBe('Unknown Network')
  })
})
