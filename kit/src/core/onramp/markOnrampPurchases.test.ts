import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../test/inEnglish.js'
import { describeTransaction as describeRaw } from '../transactions/describeTransaction.js'
import { markOnrampPurchases } from './markOnrampPurchases.js'

/** The description with its texts in English, as Activity reads them. */
const describeTransaction = (...args: Parameters<typeof describeRaw>) => inEnglish(describeRaw(...args))

const receive = (id: string) => ({
  id,
  metadata: { minedAt: '2026-11-20T10:00:00Z', operationType: 'receive', chain: 'eip155:1' },
  transfers: [
    { fungible_info: { symbol: 'USDC', name: 'USD Coin' }, direction: 'in', quantity: { numeric: '98.5' } },
  ],
})

describe('markOnrampPurchases', () => {
  it('titles the purchases the onramp history listed "Bought", and leaves other receives alone', () => {
    const [bought, received] = markOnrampPurchases([receive('a'), receive('b')], new Set(['a']))
    expect(bought && describeTransaction(bought)).toMatchObject({ title: 'Bought', amount: '+98.500 USDC' })
    expect(received && describeTransaction(received)).toMatchObject({ title: 'Received' })
  })
})
