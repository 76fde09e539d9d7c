import { STORAGE_KEYS } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Takes a mined (or dropped) transaction off the pending list and out of storage.
 * @example removePendingTransaction(kit, hash)
 */
export function removePendingTransaction(kit: WalletKit, hash: string): void {
  const pendingTransactions = kit.store
    .getState()
    .pendingTransactions.filter((pending) => pending.hash !== hash)
  kit.store.setState({ pendingTransactions })
  if (pendingTransactions.length === 0) kit.storage.remove(STORAGE_KEYS.pendingTransactions)
  else kit.storage.setJson(STORAGE_KEYS.pendingTransactions, pendingTransactions)
}
