import { TransactionsAccountAddressRequiredError } from '../../errors/TransactionsAccountAddressRequiredError.js'
import { TransactionsFetchError } from '../../errors/TransactionsFetchError.js'
import { showToast } from '../toast/showToast.js'
import type { WalletKit } from '../WalletKit.js'
import { isSpamTransaction } from './isSpamTransaction.js'
import type { TransactionLike } from './TransactionsState.js'

/** One page of the account history (spec 7: GET /v1/account/{account}/history returns data and next). */
export type TransactionsPage = { data: TransactionLike[]; next?: string | null | undefined }

export type FetchTransactionsParameters = {
  accountAddress: string | undefined
  /** The api layer's history call. */
  fetchPage: (query: {
    account: string
    cursor: string | undefined
    chainId: string | undefined
  }) => Promise<TransactionsPage>
}

/**
 * Fetches the next page of the account's history (spec 4, 5, 8) and appends the transactions that are neither
 * all spam nor on another chain than the active network. A failure sets empty, clears the cursor, shows the
 * "Failed to fetch transactions" toast and tracks ERROR_FETCH_TRANSACTIONS. Throws
 * `TransactionsAccountAddressRequiredError` without an address. A fetch overtaken by a reset or a newer fetch
 * changes nothing.
 * @example await fetchTransactions(kit, { accountAddress: address, fetchPage: (query) => api.fetchHistory(query) })
 */
export async function fetchTransactions(
  kit: WalletKit,
  { accountAddress, fetchPage }: FetchTransactionsParameters,
): Promise<void> {
  if (!accountAddress) throw new TransactionsAccountAddressRequiredError()
  const state = kit.store.getState()
  const chainId = state.networks[state.activeNamespace]?.caipNetwork?.caipNetworkId
  const cursor = state.transactions.next
  kit.store.setState((current) => ({ transactions: { ...current.transactions, loading: true } }))
  // A reset or a newer fetch replaces the slice; this fetch's result is then stale and dropped.
  const started = kit.store.getState().transactions
  const superseded = () => kit.store.getState().transactions !== started

  try {
    const page = await fetchPage({ account: accountAddress, cursor, chainId })
    if (superseded()) return
    const kept = page.data.filter(
      (transaction) => !isSpamTransaction(transaction) && transaction.metadata.chain === chainId,
    )
    kit.store.setState((current) => {
      const transactions = [...current.transactions.transactions, ...kept]
      return {
        transactions: {
          transactions,
          loading: false,
          empty: transactions.length === 0,
          next: page.next || undefined,
        },
      }
    })
  } catch (error) {
    if (superseded()) return
    kit.logger.error('Failed to fetch transactions', new TransactionsFetchError({ cause: error }))
    kit.store.setState((current) => ({
      transactions: { ...current.transactions, loading: false, empty: true, next: undefined },
    }))
    showToast(kit, { message: { key: 'error.transactionsFetch' }, variant: 'error' })
    kit.events.emit({
      type: 'track',
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: { address: accountAddress, projectId: kit.options.projectId, cursor },
    })
  }
}
