import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../config/index.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { shouldShowUnsupportedChain } from './shouldShowUnsupportedChain.js'
import { updateNetworkState } from './updateNetworkState.js'

const polygon: CaipNetwork = {
  ...testNetworks.mainnet,
  id: 137,
  caipNetworkId: 'eip155:137',
  name: 'Polygon',
}
const rules = { enableNetworkSwitch: true, allowUnsupportedChain: false }

function kitOnPolygon() {
  const kit = createTestKit()
  updateNetworkState(kit, 'eip155', { caipNetwork: polygon })
  return kit
}

describe('shouldShowUnsupportedChain', () => {
  it('is true when every condition of spec 2 holds', () => {
    expect(shouldShowUnsupportedChain(kitOnPolygon().store.getState(), rules)).toBe(true)
  })

  it('is false when the active network is requested', () => {
    expect(shouldShowUnsupportedChain(createTestKit().store.getState(), rules)).toBe(false)
  })

  it('is false when network switching is disabled', () => {
    expect(
      shouldShowUnsupportedChain(kitOnPolygon().store.getState(), { ...rules, enableNetworkSwitch: false }),
    ).toBe(false)
  })

  it('is false when unsupported chains are allowed', () => {
    expect(
      shouldShowUnsupportedChain(kitOnPolygon().store.getState(), { ...rules, allowUnsupportedChain: true }),
    ).toBe(false)
  })

  it('is false for a basic connection', () => {
    const kit = kitOnPolygon()
    kit.store.setState((state) => ({ connection: { ...state.connection, basic: true } }))
    expect(shouldShowUnsupportedChain(kit.store.getState(), rules)).toBe(false)
  })

  it('is false when there is no active network', () => {
    const kit = createTestKit()
    updateNetworkState(kit, 'eip155', { caipNetwork: undefined })
    expect(shouldShowUnsupportedChain(kit.store.getState(), rules)).toBe(false)
  })

  it('reads the options of the kit', () => {
    const kit = createTestKit({ enableNetworkSwitch: false })
    updateNetworkState(kit, 'eip155', { caipNetwork: polygon })
    expect(shouldShowUnsupportedChain(kit.store.getState(), kit.options)).toBe(false)
  })
})
