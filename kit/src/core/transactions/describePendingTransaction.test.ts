import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../test/inEnglish.js'
import { describePendingTransaction as describeRaw } from './describePendingTransaction.js'

/** The description with its texts in English, as Activity reads them. */
const describePendingTransaction = (...args: Parameters<typeof describeRaw>) =>
  inEnglish(describeRaw(...args))

describe('describePendingTransaction', () => {
  it('shows a sent transaction as Sending, pending, with its receiver and the amount floored', () => {
    const hash = `0x${'cd'.repeat(32)}`
    expect(
      describePendingTransaction({
        hash,
        chainId: 'eip155:1',
        from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        amount: '9999.4999',
        symbol: 'ETH',
        sentAt: '2026-11-24T12:00:00Z',
      }),
    ).toEqual({
      title: 'Sending',
      amount: '-9,999.499 ETH',
      iconUrl: undefined,
      assetName: 'ETH',
      status: 'pending',
      nft: undefined,
      counterparty: { role: 'to', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      hash,
      chainId: 'eip155:1',
      time: '2026-11-24T12:00:00Z',
    })
  })
})
