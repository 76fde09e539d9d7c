import type { WalletAccount } from '@wallet-standard/base'
import { isSolanaAddress } from '../../utils/isSolanaAddress.js'

/**
 * The accounts a wallet shares on Solana: a base58 address (spec 5) and a `solana:` chain, or no chains listed.
 * Anything else a wallet sends is dropped.
 * @example solanaAccountsOf(accounts).map((account) => account.address)
 */
export function solanaAccountsOf(accounts: readonly WalletAccount[] | undefined): WalletAccount[] {
  if (!Array.isArray(accounts)) return []
  return accounts.filter(
    (account) =>
      isSolanaAddress(account?.address) &&
      (!Array.isArray(account.chains) ||
        account.chains.length === 0 ||
        account.chains.some((chain: string) => chain.startsWith('solana:'))),
  )
}
