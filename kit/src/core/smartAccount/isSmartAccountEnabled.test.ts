import { describe, expect, it } from 'vitest'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { restoreSmartAccountEnabledNetworks } from '../network/restoreSmartAccountEnabledNetworks.js'
import { setActiveCaipNetwork } from '../network/setActiveCaipNetwork.js'
import { setSmartAccountEnabledNetworks } from '../network/setSmartAccountEnabledNetworks.js'
import { updateNetworkState } from '../network/updateNetworkState.js'
import { isSmartAccountEnabled } from './isSmartAccountEnabled.js'

describe('isSmartAccountEnabled', () => {
  it("is enabled when the current chain's number is in the enabled list", () => {
    const kit = createTestKit()
    setSmartAccountEnabledNetworks(kit, 'eip155', [1, 10])
    expect(isSmartAccountEnabled(kit.store.getState(), 'eip155')).toBe(true)
  })

  it('is not enabled when the current chain is not in the list', () => {
    const kit = createTestKit()
    setSmartAccountEnabledNetworks(kit, 'eip155', [1])
    setActiveCaipNetwork(kit, testNetworks.base)
    expect(isSmartAccountEnabled(kit.store.getState())).toBe(false)
  })

  it('is not enabled with an empty list', () => {
    expect(isSmartAccountEnabled(createTestKit().store.getState(), 'eip155')).toBe(false)
  })

  it('is never enabled on a chain without a number', () => {
    const kit = createTestKit()
    setSmartAccountEnabledNetworks(kit, 'solana', [0, 1])
    expect(isSmartAccountEnabled(kit.store.getState(), 'solana')).toBe(false)
  })

  it('is not enabled without a current network or for a namespace not configured', () => {
    const kit = createTestKit()
    setSmartAccountEnabledNetworks(kit, 'eip155', [1])
    expect(isSmartAccountEnabled(kit.store.getState(), 'polkadot')).toBe(false)
    updateNetworkState(kit, 'eip155', { caipNetwork: undefined })
    expect(isSmartAccountEnabled(kit.store.getState(), 'eip155')).toBe(false)
  })

  it('stays enabled after a reload, from the stored list', () => {
    const kit = createTestKit()
    setSmartAccountEnabledNetworks(kit, 'eip155', [1])
    const reloaded = createTestKit({}, { storage: kit.storage })
    expect(isSmartAccountEnabled(reloaded.store.getState())).toBe(false)
    restoreSmartAccountEnabledNetworks(reloaded)
    expect(isSmartAccountEnabled(reloaded.store.getState())).toBe(true)
  })
})
