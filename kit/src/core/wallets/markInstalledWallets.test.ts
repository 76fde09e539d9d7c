import { describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import { markInstalledWallets } from './markInstalledWallets.js'

const wallets = [
  { id: 'a', name: 'A', rdns: 'com.a' },
  { id: 'b', name: 'B', rdns: 'com.b' },
  { id: 'c', name: 'C', rdns: 'com.c' },
  { id: 'd', name: 'D' },
]

describe('markInstalledWallets', () => {
  it('sorts installed wallets first and keeps the order otherwise', () => {
    const connectors: Connector[] = [
      { id: 'c', name: 'C', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'com.c' } },
      { id: 'b', name: 'B', type: 'INJECTED', chain: 'eip155', info: { rdns: 'com.b' }, installed: true },
    ]
    const result = markInstalledWallets(wallets, connectors)
    expect(result.map((wallet) => [wallet.id, wallet.installed])).toEqual([
      ['b', true],
      ['c', true],
      ['a', false],
      ['d', false],
    ])
  })

  it('finds installed wallets inside multi-chain connectors', () => {
    const multiChain: Connector = {
      id: 'a',
      name: 'A',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      connectors: [{ id: 'a', name: 'A', type: 'ANNOUNCED', chain: 'solana', info: { rdns: 'com.a' } }],
    }
    expect(markInstalledWallets(wallets, [multiChain])[0]).toMatchObject({ id: 'a', installed: true })
  })

  it('does not count a connector that is neither announced nor installed', () => {
    const injected: Connector = {
      id: 'a',
      name: 'A',
      type: 'INJECTED',
      chain: 'eip155',
      info: { rdns: 'com.a' },
    }
    expect(markInstalledWallets(wallets, [injected]).every((wallet) => wallet.installed === false)).toBe(true)
  })

  it('keeps a wallet the directory already marks installed', () => {
    expect(markInstalledWallets([{ id: 'x', name: 'X', installed: true }], [])[0]?.installed).toBe(true)
  })
})
