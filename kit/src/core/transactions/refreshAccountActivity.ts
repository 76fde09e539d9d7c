import { loadTokenBalances } from '../balance/loadTokenBalances.js'
import type { WalletKit } from '../WalletKit.js'
import { fetchActivityPage } from './fetchActivityPage.js'
import { resetTransactions } from './resetTransactions.js'

/**
 * Reloads what a mined transaction changed: the balances (past the 30 s cache) and the first page of history.
 * @example await refreshAccountActivity(kit)
 */
export async function refreshAccountActivity(kit: WalletKit): Promise<void> {
  resetTransactions(kit)
  await Promise.all([loadTokenBalances(kit, { force: true }), fetchActivityPage(kit)])
}
