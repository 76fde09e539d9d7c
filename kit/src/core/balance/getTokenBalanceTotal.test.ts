import { describe, expect, it } from 'vitest'
import { formatTokenTotal } from '../../utils/formatTokenTotal.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { getTokenBalanceTotal } from './getTokenBalanceTotal.js'

const token = (symbol: string, numeric: string, price: number, value?: number): AccountTokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price,
  value,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

describe('getTokenBalanceTotal', () => {
  it('adds the values of the fixture holdings: 10,000 ETH at $3,000, 10,000 USDC at $1, 5,000 WKT at $2.5', () => {
    const total = getTokenBalanceTotal([
      token('ETH', '10000', 3000, 30_000_000),
      token('USDC', '10000', 1, 10_000),
      token('WKT', '5000', 2.5, 12_500),
    ])
    expect(formatTokenTotal(total)).toEqual({ dollars: '30,022,500', pennies: '00' })
  })

  it('prices a token the API sent without a value, and shows pennies (spec 5: 2 decimals)', () => {
    const total = getTokenBalanceTotal([token('WKT', '1.5', 2.5), token('USDC', '0.125', 1, 0.125)])
    expect(total).toBeCloseTo(3.875)
    expect(formatTokenTotal(total)).toEqual({ dollars: '3', pennies: '88' })
  })

  it('is 0 for no tokens, and ignores a quantity that is not a number', () => {
    expect(getTokenBalanceTotal([])).toBe(0)
    expect(getTokenBalanceTotal([token('X', 'lots', 2)])).toBe(0)
  })
})
