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
export { resetTransactions } from './resetTransactions.js'
export * from './TransactionsState.js'
