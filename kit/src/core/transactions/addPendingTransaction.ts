import { LIMITS, STORAGE_KEYS } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'
import type { PendingTransaction } from './PendingTransaction.js'

/**
 * Puts a transaction the kit just sent at the top of the pending list, keeps the newest 99 (spec 9) and stores the
 * list so a reload does not lose it. A hash already listed is not added twice.
 * @example addPendingTransaction(kit, { hash, chainId: 'eip155:1', from, to, amount: '1.5', symbol: 'WKT', sentAt })
 */
export function addPendingTransaction(kit: WalletKit, transaction: PendingTransaction): void {
  const current = kit.store.getState().pendingTransactions
  if (current.some((pending) => pending.hash === transaction.hash)) return
  const pendingTransactions = [transaction, ...current].slice(0, LIMITS.pendingTransactions)
  kit.store.setState({ pendingTransactions })
  kit.storage.setJson(STORAGE_KEYS.pendingTransactions, pendingTransactions)
}
