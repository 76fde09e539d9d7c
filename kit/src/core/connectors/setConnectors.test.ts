import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { testConnectors as c } from '../../test/testConnectors.js'
import { setConnectors } from './setConnectors.js'

describe('setConnectors', () => {
  it('adds the connectors of each adapter', () => {
    const kit = createTestKit()
    setConnectors(kit, [c.walletConnect, c.metaMask])
    setConnectors(kit, [c.walletConnectSolana, c.phantomSolana])
    expect(kit.store.getState().connectors.connectors).toEqual([
      c.walletConnect,
      c.metaMask,
      c.walletConnectSolana,
      c.phantomSolana,
    ])
  })

  it('replaces a connector of the same id and namespace in its place', () => {
    const kit = createTestKit()
    setConnectors(kit, [c.metaMask, c.coinbase])
    const updated = { ...c.metaMask, imageUrl: 'https://img.example/mm.png' }
    setConnectors(kit, [updated])
    expect(kit.store.getState().connectors.connectors).toEqual([updated, c.coinbase])
  })

  it('stores a MULTI_CHAIN connector as its per-namespace connectors', () => {
    const kit = createTestKit()
    setConnectors(kit, [
      {
        id: 'phantom',
        name: 'Phantom',
        type: 'MULTI_CHAIN',
        chain: 'eip155',
        connectors: [c.phantomEvm, c.phantomSolana],
      },
    ])
    expect(kit.store.getState().connectors.connectors).toEqual([c.phantomEvm, c.phantomSolana])
  })

  it('replaces the slice instead of changing it, so subscribers see a new list', () => {
    const kit = createTestKit()
    const before = kit.store.getState().connectors
    setConnectors(kit, [c.metaMask])
    expect(kit.store.getState().connectors).not.toBe(before)
    expect(before.connectors).toEqual([])
  })
})
