import { fetchOnrampPurchaseIds } from '../onramp/fetchOnrampPurchaseIds.js'
import { isOnrampAvailable } from '../onramp/isOnrampAvailable.js'
import { markOnrampPurchases } from '../onramp/markOnrampPurchases.js'
import type { WalletKit } from '../WalletKit.js'
import { fetchTransactions } from './fetchTransactions.js'

/**
 * Fetches the next page of the active account's history on the active network from the blockchain API (spec 7:
 * GET /v1/account/{account}/history with cursor and chainId), with every rule of `fetchTransactions`. Does nothing
 * where activity is not supported (spec 1: eip155) or a page is already loading. Where Buy is offered, the newest
 * onramp purchases (the same endpoint with `onramp`) are asked alongside and their rows read "Bought".
 * @example await fetchActivityPage(kit) // on first show, then each time the list's end scrolls into view
 */
export async function fetchActivityPage(kit: WalletKit): Promise<void> {
  const state = kit.store.getState()
  if (!kit.options.networkSupport.activity.includes(state.activeNamespace)) return
  if (state.transactions.loading) return
  await fetchTransactions(kit, {
    accountAddress: state.accounts[state.activeNamespace]?.address,
    fetchPage: async ({ account, cursor, chainId }) => {
      const [page, bought] = await Promise.all([
        kit.api.blockchain.getTransactions({ account, cursor, chainId }),
        isOnrampAvailable(kit, state.activeNamespace)
          ? fetchOnrampPurchaseIds(kit, { account, chainId })
          : new Set<string>(),
      ])
      return { ...page, data: markOnrampPurchases(page.data, bought) }
    },
  })
}
