import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../config/index.js'
import { buildWalletConnectNamespaces } from './buildWalletConnectNamespaces.js'

const network = (caipNetworkId: string, rpc?: string): CaipNetwork => {
  const [namespace, id] = caipNetworkId.split(':') as [CaipNetwork['chainNamespace'], string]
  return {
    id: namespace === 'eip155' ? Number(id) : id,
    caipNetworkId,
    chainNamespace: namespace,
    name: caipNetworkId,
    nativeCurrency: { name: 'X', symbol: 'X', decimals: 18 },
    rpcUrls: { default: { http: rpc ? [rpc] : [] } },
  }
}

describe('buildWalletConnectNamespaces', () => {
  it('asks for every configured network of each namespace with its own RPC endpoint', () => {
    const namespaces = buildWalletConnectNamespaces([
      network('eip155:1', 'http://127.0.0.1:8545'),
      network('eip155:8453', 'http://127.0.0.1:8546'),
      network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'http://127.0.0.1:8899'),
    ])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana'])
    expect(namespaces.eip155).toMatchObject({
      chains: ['eip155:1', 'eip155:8453'],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { 1: 'http://127.0.0.1:8545', 8453: 'http://127.0.0.1:8546' },
    })
    expect(namespaces.eip155?.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_sendCalls',
      ]),
    )
    expect(namespaces.solana).toMatchObject({
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      methods: expect.arrayContaining(['solana_signMessage', 'solana_signAndSendTransaction']),
    })
  })

  it('leaves out namespaces without networks and networks without an RPC URL from the rpcMap', () => {
    const namespaces = buildWalletConnectNamespaces([network('eip155:10')])
    expect(namespaces).toEqual({ eip155: expect.objectContaining({ chains: ['eip155:10'], rpcMap: {} }) })
  })
})
