import { describe, expect, it } from 'vitest'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { setRequestedCaipNetworks } from './setRequestedCaipNetworks.js'
import { shouldShowUnsupportedChain } from './shouldShowUnsupportedChain.js'

describe('setRequestedCaipNetworks', () => {
  it('replaces the requested networks of one namespace', () => {
    const kit = createTestKit()
    setRequestedCaipNetworks(kit, 'eip155', [testNetworks.base])
    expect(kit.store.getState().networks.eip155?.requestedCaipNetworks).toEqual([testNetworks.base])
  })

  it('makes the active network unsupported once it leaves the list', () => {
    const kit = createTestKit()
    setRequestedCaipNetworks(kit, 'eip155', [testNetworks.base])
    expect(shouldShowUnsupportedChain(kit.store.getState(), kit.options)).toBe(true)
  })
})
