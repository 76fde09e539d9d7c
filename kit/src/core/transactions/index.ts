export { addPendingTransaction } from './addPendingTransaction.js'
export { describeTransaction, type TransactionDescription } from './describeTransaction.js'
export { fetchActivityPage } from './fetchActivityPage.js'
export {
  type FetchTransactionsParameters,
  fetchTransactions,
  type TransactionsPage,
} from './fetchTransactions.js'
export {
  groupTransactionsByYearAndMonth,
  type TransactionsMonth,
  type TransactionsYear,
} from './groupTransactionsByYearAndMonth.js'
export { isSpamTransaction } from './isSpamTransaction.js'
export { type PendingTransaction, pendingTransactionSchema } from './PendingTransaction.js'
export { refreshAccountActivity } from './refreshAccountActivity.js'
export { removePendingTransaction } from './removePendingTransaction.js'
export { resetTransactions } from './resetTransactions.js'
export { restorePendingTransactions } from './restorePendingTransactions.js'
export * from './TransactionsState.js'
export { watchPendingTransactions } from './watchPendingTransactions.js'
