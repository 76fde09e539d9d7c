import type { ProposalTypes } from '@walletconnect/types'

/** What the test wallet supports in each namespace, for `buildApprovedNamespaces`. */
export type TestWalletNamespaces = Record<
  string,
  { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
>

/** The EVM methods the test wallet answers. */
const EIP155_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]
const POLKADOT_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction']

/**
 * The namespaces the test wallet offers a proposal: eip155 on the world's chains with the EVM account, and, when the
 * dapp proposes them, solana and polkadot on every chain it proposes in each (the local Solana network among them)
 * with the person's Solana and Polkadot addresses.
 * @example buildTestWalletNamespaces(params, { eip155Chains: ['eip155:1'], evm: '0x…', solana: 'DvKY…', polkadot: '5…' })
 */
export function buildTestWalletNamespaces(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
  addresses: { eip155Chains: readonly string[]; evm: string; solana: string; polkadot: string },
): TestWalletNamespaces {
  const proposed = proposedChains(proposal)
  const namespaces: TestWalletNamespaces = {
    eip155: {
      chains: [...addresses.eip155Chains],
      methods: EIP155_METHODS,
      events: ['chainChanged', 'accountsChanged'],
      accounts: addresses.eip155Chains.map((chain) => `${chain}:${addresses.evm}`),
    },
  }
  const others = [
    ['solana', SOLANA_METHODS, addresses.solana],
    ['polkadot', POLKADOT_METHODS, addresses.polkadot],
  ] as const
  for (const [namespace, methods, address] of others) {
    const chains = proposed.filter((chain) => chain.startsWith(`${namespace}:`))
    if (chains.length > 0)
      namespaces[namespace] = {
        chains,
        methods: [...methods],
        events: [],
        accounts: chains.map((chain) => `${chain}:${address}`),
      }
  }
  return namespaces
}

/** Every chain the proposal names, required or optional, once each. */
export function proposedChains(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
): string[] {
  const all = [
    ...Object.entries(proposal.requiredNamespaces ?? {}),
    ...Object.entries(proposal.optionalNamespaces ?? {}),
  ]
  return [
    ...new Set(all.flatMap(([key, namespace]) => (key.includes(':') ? [key] : (namespace.chains ?? [])))),
  ]
}
