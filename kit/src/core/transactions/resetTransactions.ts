import type { WalletKit } from '../WalletKit.js'
import { createTransactionsState } from './TransactionsState.js'

/**
 * Clears the transaction list, its flags and its cursor (spec 4).
 * @example resetTransactions(kit)
 */
export function resetTransactions(kit: WalletKit): void {
  kit.store.setState({ transactions: createTransactionsState() })
}
