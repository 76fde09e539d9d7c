import type { WalletKit } from '../WalletKit.js'
import { goBack } from './goBack.js'
import { popTransaction } from './popTransaction.js'

/**
 * Cancels the innermost navigation transaction (spec 4): goes back, then calls its onCancel.
 * Without a pending transaction it does nothing.
 * @example cancelTransaction(kit) // the visitor pressed Cancel
 */
export function cancelTransaction(kit: WalletKit): void {
  const transaction = popTransaction(kit)
  if (!transaction) return
  goBack(kit)
  transaction.onCancel?.()
}
