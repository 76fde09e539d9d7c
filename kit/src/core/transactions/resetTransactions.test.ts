import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { resetTransactions } from './resetTransactions.js'
import { createTransactionsState } from './TransactionsState.js'

describe('resetTransactions', () => {
  it('clears the list, the flags and the cursor', () => {
    const kit = createTestKit()
    kit.store.setState({
      transactions: {
        transactions: [{ id: '1', metadata: { minedAt: '2024-01-01T00:00:00Z' }, transfers: [] }],
        loading: true,
        empty: true,
        next: 'cursor',
      },
    })
    resetTransactions(kit)
    expect(kit.store.getState().transactions).toEqual(createTransactionsState())
  })
})
