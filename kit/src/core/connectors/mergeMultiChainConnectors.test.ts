import { describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import { testConnectors as c } from '../../test/testConnectors.js'
import { mergeMultiChainConnectors } from './mergeMultiChainConnectors.js'

describe('mergeMultiChainConnectors', () => {
  it('merges one wallet offered in two namespaces by name into a MULTI_CHAIN connector', () => {
    const [merged, ...rest] = mergeMultiChainConnectors([c.phantomEvm, c.metaMask, c.phantomSolana])
    expect(merged).toMatchObject({
      id: 'app.phantom',
      name: 'Phantom',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      info: { rdns: 'app.phantom' },
      installed: true,
      connectors: [c.phantomEvm, c.phantomSolana],
    })
    expect(rest).toEqual([c.metaMask])
  })

  it('merges by rdns when the names differ', () => {
    const solana: Connector = {
      id: 'bk',
      name: 'Backpack (Solana)',
      type: 'ANNOUNCED',
      chain: 'solana',
      info: { rdns: 'app.backpack' },
    }
    const evm: Connector = {
      id: 'bk-evm',
      name: 'Backpack',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'app.backpack' },
    }
    const [merged] = mergeMultiChainConnectors([evm, solana])
    expect(merged?.type).toBe('MULTI_CHAIN')
    expect(merged?.connectors).toEqual([evm, solana])
  })

  it('matches names ignoring letter case', () => {
    const merged = mergeMultiChainConnectors([c.phantomEvm, { ...c.phantomSolana, name: 'PHANTOM' }])
    expect(merged).toHaveLength(1)
  })

  it('keeps WalletConnect one entry of its own kind across namespaces', () => {
    const [merged] = mergeMultiChainConnectors([c.walletConnect, c.walletConnectSolana])
    expect(merged).toMatchObject({
      type: 'WALLET_CONNECT',
      connectors: [c.walletConnect, c.walletConnectSolana],
    })
  })

  it('keeps the login connector one AUTH entry across namespaces', () => {
    expect(mergeMultiChainConnectors([c.auth, c.authSolana])[0]?.type).toBe('AUTH')
  })

  it('leaves same-named connectors of one namespace apart', () => {
    const injectedMetaMask: Connector = { ...c.metaMask, id: 'metaMask', type: 'INJECTED' }
    expect(mergeMultiChainConnectors([c.metaMask, injectedMetaMask])).toEqual([c.metaMask, injectedMetaMask])
  })

  it("collects the members' networks and takes the first image and explorer id found", () => {
    const network = { caipNetworkId: 'solana:x' } as unknown as NonNullable<Connector['chains']>[number]
    const [merged] = mergeMultiChainConnectors([
      c.phantomEvm,
      {
        ...c.phantomSolana,
        chains: [network],
        imageUrl: 'https://img.example/phantom.png',
        explorerId: 'ph-id',
      },
    ])
    expect(merged).toMatchObject({
      chains: [network],
      imageUrl: 'https://img.example/phantom.png',
      explorerId: 'ph-id',
    })
  })

  it('returns an empty list for no connectors', () => {
    expect(mergeMultiChainConnectors([])).toEqual([])
  })
})
