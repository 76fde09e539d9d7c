import { describe, expect, it } from 'vitest'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { setActiveNamespace } from '../network/setActiveNamespace.js'
import { resetView } from '../router/resetView.js'
import { getConnectNamespace } from './getConnectNamespace.js'

const EVM = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('getConnectNamespace', () => {
  it('lists every wallet while no account is connected', () => {
    const kit = createTestKit()
    setActiveNamespace(kit, 'solana')
    expect(getConnectNamespace(kit.store.getState())).toBeUndefined()
  })

  it('narrows to the namespace shown when it has no account and another has', () => {
    const kit = createTestKit()
    setCaipAddress(kit, 'eip155', EVM)
    expect(getConnectNamespace(kit.store.getState())).toBeUndefined()
    setActiveNamespace(kit, 'solana')
    expect(getConnectNamespace(kit.store.getState())).toBe('solana')
  })

  it("follows the route's namespace first", () => {
    const kit = createTestKit()
    setCaipAddress(kit, 'eip155', EVM)
    resetView(kit, 'Connect', { namespace: testNetworks.solana.chainNamespace })
    expect(getConnectNamespace(kit.store.getState())).toBe('solana')
  })
})
