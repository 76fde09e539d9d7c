import { describe, expect, it } from 'vitest'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { finishNamespaceSwitch } from './finishNamespaceSwitch.js'
import { isSwitchingNamespace } from './isSwitchingNamespace.js'
import { setActiveCaipNetwork } from './setActiveCaipNetwork.js'

describe('finishNamespaceSwitch', () => {
  it('clears the switching mark', () => {
    const kit = createTestKit()
    setActiveCaipNetwork(kit, testNetworks.solana)
    finishNamespaceSwitch(kit)
    expect(isSwitchingNamespace(kit.store.getState())).toBe(false)
    expect(kit.store.getState().activeNamespace).toBe('solana')
  })

  it('leaves the state as it is when no switch is under way', () => {
    const kit = createTestKit()
    const before = kit.store.getState()
    finishNamespaceSwitch(kit)
    expect(kit.store.getState()).toBe(before)
  })
})
