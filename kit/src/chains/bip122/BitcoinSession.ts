import type { BitcoinAddress } from './BitcoinStandardWallet.js'

/** A Bitcoin wallet's connection through one connector: its addresses (the first is active) and the active chain. */
export type BitcoinSession = {
  addresses: readonly BitcoinAddress[]
  /** The CAIP-2 reference of the active network (a genesis hash prefix). */
  chainId: string
  /** The Wallet Standard chain of the active network (`bitcoin:mainnet`, `bitcoin:testnet`). */
  walletChain: string
  stop: () => void
}
