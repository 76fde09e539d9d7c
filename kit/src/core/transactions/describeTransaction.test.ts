import { describe, expect, it } from 'vitest'
import { describeTransaction } from './describeTransaction.js'
import type { TransactionLike } from './TransactionsState.js'

const fungible = (symbol: string, numeric: string, direction: 'in' | 'out' | 'self') => ({
  fungible_info: { name: symbol, symbol, icon: { url: `https://icons.example/${symbol}.png` } },
  nft_info: null,
  direction,
  quantity: { numeric },
})
const tx = (
  operationType: string,
  transfers: TransactionLike['transfers'],
  status = 'confirmed',
): TransactionLike => ({
  id: operationType,
  metadata: { minedAt: '2026-11-22T12:00:00Z', chain: 'eip155:1', operationType, status },
  transfers,
})

describe('describeTransaction', () => {
  it.each([
    ['send', 'out', 'Sent', '-1.500 WKT'],
    ['receive', 'in', 'Received', '+1.500 WKT'],
    ['mint', 'in', 'Minted', '+1.500 WKT'],
    ['approve', 'out', 'Approved', '-1.500 WKT'],
    ['execute', 'self', 'Executed', '1.500 WKT'],
  ] as const)(
    'titles a %s "%s" and signs its amount with 3 decimals (spec 5)',
    (type, direction, title, amount) => {
      expect(describeTransaction(tx(type, [fungible('WKT', '1.5', direction)]))).toMatchObject({
        title,
        amount,
      })
    },
  )

  it('shows what left the account for a trade, rounded to 3 decimals', () => {
    const trade = tx('trade', [fungible('USDC', '10.12345', 'in'), fungible('ETH', '0.0029996', 'out')])
    expect(describeTransaction(trade)).toMatchObject({
      title: 'Swapped',
      amount: '-0.003 ETH',
      assetName: 'ETH',
    })
  })

  it('skips transfers flagged spam, and reads failed and unknown types', () => {
    const spam = {
      nft_info: { name: '<img src=x onerror=alert(1)>', flags: { is_spam: true } },
      quantity: { numeric: '1' },
    }
    const mixed = tx('bridge', [spam, fungible('USDC', '2', 'in')], 'failed')
    expect(describeTransaction(mixed)).toMatchObject({
      title: 'Bridge',
      amount: '+2.000 USDC',
      status: 'failed',
      iconUrl: 'https://icons.example/USDC.png',
    })
  })

  it('has no amount for a transaction without transfers', () => {
    expect(describeTransaction(tx('deploy', []))).toMatchObject({ title: 'Deployed', amount: undefined })
  })
})
