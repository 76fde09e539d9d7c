import type { TransactionLike } from '../transactions/TransactionsState.js'

/**
 * Marks the transactions the onramp history listed as purchases: their operation type becomes 'buy', which
 * Activity titles "Bought" (the history API reports them as plain receives).
 * @example markOnrampPurchases(page.data, new Set(['0xabc-eip155:1']))
 */
export function markOnrampPurchases<Transaction extends TransactionLike>(
  transactions: readonly Transaction[],
  boughtIds: ReadonlySet<string>,
): Transaction[] {
  return transactions.map((transaction) =>
    boughtIds.has(transaction.id)
      ? { ...transaction, metadata: { ...transaction.metadata, operationType: 'buy' } }
      : transaction,
  )
}
