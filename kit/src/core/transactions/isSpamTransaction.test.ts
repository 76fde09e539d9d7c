import { describe, expect, it } from 'vitest'
import { isSpamTransaction } from './isSpamTransaction.js'
import type { TransactionLike } from './TransactionsState.js'

const spam = { nft_info: { flags: { is_spam: true } } }
const clean = { nft_info: { flags: { is_spam: false } } }
const transaction = (transfers: TransactionLike['transfers']): TransactionLike => ({
  id: '1',
  metadata: { minedAt: '2024-01-01T00:00:00Z', chain: 'eip155:1' },
  transfers,
})

describe('isSpamTransaction', () => {
  it('is spam when every transfer is flagged spam', () => {
    expect(isSpamTransaction(transaction([spam, spam]))).toBe(true)
  })

  it('is not spam when one transfer is not flagged', () => {
    expect(isSpamTransaction(transaction([spam, clean]))).toBe(false)
    expect(isSpamTransaction(transaction([spam, {}]))).toBe(false)
    expect(isSpamTransaction(transaction([spam, { nft_info: null }]))).toBe(false)
  })

  it('is not spam without transfers', () => {
    expect(isSpamTransaction(transaction([]))).toBe(false)
  })
})
