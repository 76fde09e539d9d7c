import type { TransactionLike } from './TransactionsState.js'

/**
 * Whether every transfer of a transaction is flagged spam (spec 5). A transaction without transfers (a contract
 * call, an approval) is not spam: nothing in it is flagged.
 * @example isSpamTransaction({ ...transaction, transfers: [{ nft_info: { flags: { is_spam: true } } }] }) // true
 */
export function isSpamTransaction(transaction: TransactionLike): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
  )
}
