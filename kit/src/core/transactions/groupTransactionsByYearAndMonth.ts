import type { TransactionLike } from './TransactionsState.js'

export type TransactionsMonth<Transaction> = {
  /** 0 for January, as `Date.getMonth`. */
  month: number
  transactions: Transaction[]
}

export type TransactionsYear<Transaction> = { year: number; months: TransactionsMonth<Transaction>[] }

/**
 * Groups transactions by year, then month, in the visitor's time zone (spec 3): years, months and the
 * transactions within a month all newest first, by `metadata.minedAt`. Pure: the input is not changed.
 * @example groupTransactionsByYearAndMonth(transactions)[0]?.months[0]?.transactions[0] // the newest
 */
export function groupTransactionsByYearAndMonth<Transaction extends TransactionLike>(
  transactions: readonly Transaction[],
): TransactionsYear<Transaction>[] {
  const dated = transactions
    .map((transaction) => ({ transaction, date: new Date(transaction.metadata.minedAt) }))
    .sort((a, b) => b.date.getTime() - a.date.getTime())

  const years: TransactionsYear<Transaction>[] = []
  for (const { transaction, date } of dated) {
    const year = date.getFullYear()
    const month = date.getMonth()
    let yearGroup = years.at(-1)
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] }
      years.push(yearGroup)
    }
    let monthGroup = yearGroup.months.at(-1)
    if (monthGroup?.month !== month) {
      monthGroup = { month, transactions: [] }
      yearGroup.months.push(monthGroup)
    }
    monthGroup.transactions.push(transaction)
  }
  return years
}
