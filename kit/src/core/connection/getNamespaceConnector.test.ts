import { describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { getNamespaceConnector } from './getNamespaceConnector.js'

const connectors: Connector[] = [
  { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
  { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' },
  { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' },
]

describe('getNamespaceConnector', () => {
  it("finds the namespace's connector by its id, preferring the one of that namespace", () => {
    const kit = createTestKit()
    kit.store.setState((state) => ({
      connectors: { connectors },
      connection: { ...state.connection, connectorId: { solana: 'walletConnect', eip155: 'phantom' } },
    }))
    const state = kit.store.getState()
    expect(getNamespaceConnector(state, 'solana')).toBe(connectors[1])
    expect(getNamespaceConnector(state, 'eip155')).toBe(connectors[2])
  })

  it('falls back to a connector of another namespace with the same id', () => {
    const kit = createTestKit()
    kit.store.setState((state) => ({
      connectors: { connectors },
      connection: { ...state.connection, connectorId: { solana: 'phantom' } },
    }))
    expect(getNamespaceConnector(kit.store.getState(), 'solana')).toBe(connectors[2])
  })

  it('finds nothing without a connector id', () => {
    expect(getNamespaceConnector(createTestKit().store.getState(), 'eip155')).toBeUndefined()
  })
})
