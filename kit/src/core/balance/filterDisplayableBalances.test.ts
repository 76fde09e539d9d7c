import { describe, expect, it } from 'vitest'
import { filterDisplayableBalances } from './filterDisplayableBalances.js'

const token = (symbol: string, decimals: string) => ({ symbol, quantity: { decimals, numeric: '1' } })

describe('filterDisplayableBalances', () => {
  it("drops tokens whose decimals text is '0' and keeps the rest in order", () => {
    const balances = [token('ETH', '18'), token('JUNK', '0'), token('USDC', '6'), token('ZERO', '0.0')]
    expect(filterDisplayableBalances(balances).map(({ symbol }) => symbol)).toEqual(['ETH', 'USDC', 'ZERO'])
  })
})
