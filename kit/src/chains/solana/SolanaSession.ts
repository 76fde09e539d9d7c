import type { WalletAccount } from '@wallet-standard/base'

/** A Solana wallet's connection through one connector: its accounts (the first is active) and the active chain. */
export type SolanaSession = {
  accounts: readonly WalletAccount[]
  /** The CAIP-2 reference of the active network (a genesis hash, or a local network's id). */
  chainId: string
  /** The Wallet Standard chain of the active network (`solana:mainnet`, ..., `solana:localnet`). */
  walletChain: string
  stop: () => void
}
