import { describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import { filterOutDuplicateWallets } from './filterOutDuplicateWallets.js'

const announced: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  explorerId: 'mm-id',
  info: { rdns: 'io.metamask' },
}
const wallets = [
  { id: 'mm-id', name: 'MetaMask', rdns: 'io.metamask' },
  { id: 'rainbow-id', name: 'Rainbow', rdns: 'me.rainbow' },
  { id: 'zerion-id', name: 'Zerion', rdns: 'io.zerion' },
  { id: 'trust-id', name: 'Trust Wallet' },
]

describe('filterOutDuplicateWallets', () => {
  it('removes wallets whose rdns an announced connector has', () => {
    const result = filterOutDuplicateWallets(wallets, {
      connectors: [{ ...announced, explorerId: undefined }],
      recent: [],
    })
    expect(result.map((wallet) => wallet.id)).toEqual(['rainbow-id', 'zerion-id', 'trust-id'])
  })

  it('removes wallets whose id an injected connector carries as explorer id', () => {
    const injected: Connector = { ...announced, type: 'INJECTED', info: undefined, name: 'Injected MM' }
    const result = filterOutDuplicateWallets(wallets, { connectors: [injected], recent: [] })
    expect(result.map((wallet) => wallet.id)).toEqual(['rainbow-id', 'zerion-id', 'trust-id'])
  })

  it('removes wallets without rdns whose name a browser connector has', () => {
    const trust: Connector = {
      id: 'trust',
      name: 'trust wallet',
      type: 'INJECTED',
      chain: 'eip155',
      installed: true,
    }
    const result = filterOutDuplicateWallets(wallets, { connectors: [trust], recent: [] })
    expect(result.map((wallet) => wallet.id)).toEqual(['mm-id', 'rainbow-id', 'zerion-id'])
  })

  it('removes wallets found inside a multi-chain connector', () => {
    const multiChain: Connector = {
      id: 'rainbow',
      name: 'Rainbow',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      connectors: [
        { id: 'rainbow', name: 'Rainbow', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'me.rainbow' } },
      ],
    }
    expect(
      filterOutDuplicateWallets(wallets, { connectors: [multiChain], recent: [] }).map((w) => w.id),
    ).toEqual(['mm-id', 'zerion-id', 'trust-id'])
  })

  it('removes recent wallets by id and by rdns', () => {
    const recent = [
      { id: 'zerion-id', name: 'Zerion' },
      { id: 'other', name: 'Rainbow copy', rdns: 'me.rainbow' },
    ]
    expect(filterOutDuplicateWallets(wallets, { connectors: [], recent }).map((w) => w.id)).toEqual([
      'mm-id',
      'trust-id',
    ])
  })

  it('ignores WalletConnect and auth connectors', () => {
    const walletConnect: Connector = {
      id: 'walletConnect',
      name: 'MetaMask',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    }
    expect(filterOutDuplicateWallets(wallets, { connectors: [walletConnect], recent: [] })).toEqual(wallets)
  })
})
