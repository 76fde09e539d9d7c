import { describe, expect, it } from 'vitest'
import { buildTestWalletNamespaces, proposedChains } from './buildTestWalletNamespaces.js'

const local = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'
const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const addresses = { eip155Chains: ['eip155:1'], evm: '0xA11CE', solana: 'DvKY', polkadot: '5Alice' }

describe('buildTestWalletNamespaces', () => {
  it('offers eip155 alone when the dapp proposes nothing else', () => {
    const namespaces = buildTestWalletNamespaces(
      {
        requiredNamespaces: {},
        optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] } },
      },
      addresses,
    )
    expect(Object.keys(namespaces)).toEqual(['eip155'])
    expect(namespaces.eip155?.accounts).toEqual(['eip155:1:0xA11CE'])
  })

  it('offers every proposed Solana and Polkadot chain with the person address and all their methods', () => {
    const namespaces = buildTestWalletNamespaces(
      {
        requiredNamespaces: {},
        optionalNamespaces: {
          solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', local], methods: [], events: [] },
          polkadot: { chains: [polkadot], methods: [], events: [] },
        },
      },
      addresses,
    )
    expect(namespaces.solana).toEqual({
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', local],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
      ],
      events: [],
      accounts: [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:DvKY`, `${local}:DvKY`],
    })
    expect(namespaces.polkadot?.accounts).toEqual([`${polkadot}:5Alice`])
    expect(namespaces.polkadot?.methods).toEqual(['polkadot_signMessage', 'polkadot_signTransaction'])
  })
})

describe('proposedChains', () => {
  it('collects required and optional chains of the same namespace, and CAIP-2 keys, once each', () => {
    expect(
      proposedChains({
        requiredNamespaces: { solana: { chains: [local], methods: [], events: [] } },
        optionalNamespaces: {
          solana: { chains: [local, 'solana:devnet'], methods: [], events: [] },
          [polkadot]: { methods: [], events: [] },
        },
      }),
    ).toEqual([local, 'solana:devnet', polkadot])
  })
})
