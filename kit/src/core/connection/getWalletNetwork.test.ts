import { describe, expect, it } from 'vitest'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { getWalletNetwork } from './getWalletNetwork.js'

describe('getWalletNetwork', () => {
  it("finds the host's network with the wallet's chain id", () => {
    const state = createTestKit().store.getState()
    expect(getWalletNetwork(state, 'eip155', 8453)).toBe(state.networks.eip155?.requestedCaipNetworks[1])
    expect(getWalletNetwork(state, 'eip155', 8453)).toEqual(testNetworks.base)
  })

  it('makes an "Unknown Network" carrying the id of a chain the host did not configure', () => {
    const state = createTestKit().store.getState()
    expect(getWalletNetwork(state, 'eip155', 10)).toEqual({
      id: 10,
      caipNetworkId: 'eip155:10',
      chainNamespace: 'eip155',
      name: 'Unknown Network',
      nativeCurrency: { name: '', symbol: '', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    })
  })
})
