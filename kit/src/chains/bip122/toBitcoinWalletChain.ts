import type { CaipNetwork } from '../../config/caipNetworkSchema.js'

/** The CAIP-2 references (genesis block hash prefixes) of Bitcoin's networks, by their Wallet Standard chain. */
export const BITCOIN_CHAIN_REFERENCES = {
  'bitcoin:mainnet': '000000000019d6689c085ae165831e93',
  'bitcoin:testnet': '000000000933ea01ad0ee984209779ba',
} as const

/**
 * The Wallet Standard chain of a bip122 network: `bitcoin:mainnet` for mainnet's genesis, else `bitcoin:testnet`
 * (testnet, signet and a local regtest all use testnet addresses).
 * @example toBitcoinWalletChain(bitcoinMainnet) // 'bitcoin:mainnet'
 */
export function toBitcoinWalletChain(network: CaipNetwork): keyof typeof BITCOIN_CHAIN_REFERENCES {
  return String(network.id) === BITCOIN_CHAIN_REFERENCES['bitcoin:mainnet']
    ? 'bitcoin:mainnet'
    : 'bitcoin:testnet'
}
