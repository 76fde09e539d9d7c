import { describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import { connectorForNamespace } from './connectorForNamespace.js'
import { mergeMultiChainConnectors } from './mergeMultiChainConnectors.js'

const phantomEvm: Connector = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' }
const phantomSolana: Connector = { id: 'phantom-sol', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
const metaMask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }

describe('connectorForNamespace', () => {
  it('picks the member of a wallet offered in several namespaces for the namespace asked', () => {
    const [phantom] = mergeMultiChainConnectors([phantomEvm, phantomSolana])
    expect(connectorForNamespace(phantom as Connector, 'solana')).toBe(phantomSolana)
    expect(connectorForNamespace(phantom as Connector, 'eip155')).toBe(phantomEvm)
    expect(connectorForNamespace(phantom as Connector, 'bip122')).toBeUndefined()
  })

  it('keeps a one-namespace connector for its namespace only', () => {
    expect(connectorForNamespace(metaMask, 'eip155')).toBe(metaMask)
    expect(connectorForNamespace(metaMask, 'solana')).toBeUndefined()
  })
})
