import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { setActiveCaipNetwork } from '../network/setActiveCaipNetwork.js'
import { isSwapAvailable } from './isSwapAvailable.js'

const anvil: CaipNetwork = {
  ...testNetworks.mainnet,
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Anvil',
}
const networks = [testNetworks.mainnet, testNetworks.base, anvil, testNetworks.solana]

describe('isSwapAvailable', () => {
  it('offers swaps on the swap networks of spec 9 when the feature is on (its default)', () => {
    const kit = createTestKit({ networks })
    expect(isSwapAvailable(kit, kit.store.getState())).toBe(true)
    setActiveCaipNetwork(kit, testNetworks.base)
    expect(isSwapAvailable(kit, kit.store.getState())).toBe(true)
  })

  it('offers no swaps on an eip155 network outside the list, nor on solana', () => {
    const kit = createTestKit({ networks })
    setActiveCaipNetwork(kit, anvil)
    expect(isSwapAvailable(kit, kit.store.getState())).toBe(false)
    setActiveCaipNetwork(kit, testNetworks.solana)
    expect(isSwapAvailable(kit, kit.store.getState())).toBe(false)
  })

  it('offers no swaps with the swaps feature off', () => {
    const kit = createTestKit({ networks, features: { swaps: false } })
    expect(isSwapAvailable(kit, kit.store.getState())).toBe(false)
  })
})
