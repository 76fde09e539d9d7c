import { describe, expect, it } from 'vitest'
import { groupTransactionsByYearAndMonth } from './groupTransactionsByYearAndMonth.js'
import type { TransactionLike } from './TransactionsState.js'

// Mid-month, mid-day times: the same year and month in every time zone.
const mined = (id: string, minedAt: string): TransactionLike => ({ id, metadata: { minedAt }, transfers: [] })

describe('groupTransactionsByYearAndMonth', () => {
  it('groups by year then month, newest first at every level', () => {
    const transactions = [
      mined('2023-mar', '2023-03-15T12:00:00Z'),
      mined('2024-feb-early', '2024-02-10T12:00:00Z'),
      mined('2024-jul', '2024-07-15T12:00:00Z'),
      mined('2024-feb-late', '2024-02-20T12:00:00Z'),
      mined('2023-nov', '2023-11-15T12:00:00Z'),
    ]
    const grouped = groupTransactionsByYearAndMonth(transactions)
    expect(
      grouped.map(({ year, months }) => [
        year,
        months.map(({ month, transactions }) => [month, transactions.map(({ id }) => id)]),
      ]),
    ).toEqual([
      [
        2024,
        [
          [6, ['2024-jul']],
          [1, ['2024-feb-late', '2024-feb-early']],
        ],
      ],
      [
        2023,
        [
          [10, ['2023-nov']],
          [2, ['2023-mar']],
        ],
      ],
    ])
  })

  it('returns no groups for no transactions', () => {
    expect(groupTransactionsByYearAndMonth([])).toEqual([])
  })

  it('leaves its input as it was', () => {
    const transactions = [mined('old', '2023-03-15T12:00:00Z'), mined('new', '2024-03-15T12:00:00Z')]
    const copy = structuredClone(transactions)
    groupTransactionsByYearAndMonth(transactions)
    expect(transactions).toEqual(copy)
  })
})
