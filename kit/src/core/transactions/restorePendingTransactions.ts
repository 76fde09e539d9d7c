import { z } from 'zod'
import { LIMITS, STORAGE_KEYS } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'
import { type PendingTransaction, pendingTransactionSchema } from './PendingTransaction.js'

/**
 * Reads the pending transactions stored before a reload into the store (spec 9: at most 99). Entries that do not
 * parse are dropped; a list already in the store is kept as it is. Returns the list.
 * @example restorePendingTransactions(kit).length
 */
export function restorePendingTransactions(kit: WalletKit): PendingTransaction[] {
  const current = kit.store.getState().pendingTransactions
  if (current.length > 0) return current
  const stored = z.array(z.unknown()).safeParse(kit.storage.getJson(STORAGE_KEYS.pendingTransactions))
  if (!stored.success) return current
  const pendingTransactions = stored.data
    .flatMap((entry) => {
      const parsed = pendingTransactionSchema.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
    .slice(0, LIMITS.pendingTransactions)
  if (pendingTransactions.length > 0) kit.store.setState({ pendingTransactions })
  return pendingTransactions
}
