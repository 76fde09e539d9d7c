import type { WalletKit } from '../WalletKit.js'
import { fetchTransactions } from './fetchTransactions.js'

/**
 * Fetches the next page of the active account's history on the active network from the blockchain API (spec 7:
 * GET /v1/account/{account}/history with cursor and chainId), with every rule of `fetchTransactions`. Does nothing
 * where activity is not supported (spec 1: eip155) or a page is already loading.
 * @example await fetchActivityPage(kit) // on first show, then each time the list's end scrolls into view
 */
export async function fetchActivityPage(kit: WalletKit): Promise<void> {
  const state = kit.store.getState()
  if (!kit.options.networkSupport.activity.includes(state.activeNamespace)) return
  if (state.transactions.loading) return
  await fetchTransactions(kit, {
    accountAddress: state.accounts[state.activeNamespace]?.address,
    fetchPage: ({ account, cursor, chainId }) =>
      kit.api.blockchain.getTransactions({ account, cursor, chainId }),
  })
}
