import { describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { testConnectors as c } from '../../test/testConnectors.js'
import { getShownConnectors } from './getShownConnectors.js'
import { setConnectors } from './setConnectors.js'

describe('getShownConnectors', () => {
  it('groups multi-chain, announced and injected connectors as injected, in that order', () => {
    const kit = createTestKit()
    const trust: Connector = {
      id: 'trust',
      name: 'Trust',
      type: 'INJECTED',
      chain: 'eip155',
      info: { rdns: 'com.trust' },
    }
    setConnectors(kit, [trust, c.metaMask, c.phantomEvm, c.walletConnect, c.coinbase, c.phantomSolana])
    const shown = getShownConnectors(kit)
    expect(shown.injected.map((connector) => [connector.type, connector.name])).toEqual([
      ['MULTI_CHAIN', 'Phantom'],
      ['ANNOUNCED', 'MetaMask'],
      ['INJECTED', 'Trust'],
    ])
    expect(shown.walletConnect).toEqual([c.walletConnect])
    expect(shown.external).toEqual([c.coinbase])
  })

  it('applies the visibility rules: no Browser Wallet on desktop, no excluded wallets', () => {
    const kit = createTestKit({ excludeWalletIds: ['io.metamask'] })
    setConnectors(kit, [c.browserWallet, c.metaMask, c.phantomEvm])
    expect(getShownConnectors(kit).all.map((connector) => connector.name)).toEqual(['Phantom'])
  })

  it('matches an excluded directory id through its fetched rdns', () => {
    const kit = createTestKit({ excludeWalletIds: ['c57ca95b'] })
    kit.store.setState((state) => ({
      wallets: { ...state.wallets, excluded: [{ id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' }] },
    }))
    setConnectors(kit, [{ ...c.metaMask, name: 'MetaMask Wallet', explorerId: undefined }])
    expect(getShownConnectors(kit).all).toEqual([])
  })
})
