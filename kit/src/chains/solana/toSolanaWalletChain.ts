import type { CaipNetwork } from '../../config/caipNetworkSchema.js'

/** The CAIP-2 references (genesis hashes) of Solana's public clusters, by their Wallet Standard chain. */
export const SOLANA_CLUSTER_REFERENCES = {
  'solana:mainnet': '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:devnet': 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:testnet': '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const

/**
 * The Wallet Standard chain of a network (`solana:mainnet`, `solana:devnet`, `solana:testnet`); any other network (a
 * local validator, a private cluster) is `solana:localnet`, as the standard names it.
 * @example toSolanaWalletChain(solanaMainnet) // 'solana:mainnet'
 */
export function toSolanaWalletChain(network: CaipNetwork): string {
  const reference = String(network.id)
  const found = Object.entries(SOLANA_CLUSTER_REFERENCES).find(([, known]) => known === reference)
  return found ? found[0] : 'solana:localnet'
}
