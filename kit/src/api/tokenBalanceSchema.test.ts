import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { tokenBalanceSchema } from './tokenBalanceSchema.js'

const usdc = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: 'https://icons.example/usdc.png',
}
const withDecimals = (decimals: string) => ({ ...usdc, quantity: { ...usdc.quantity, decimals } })

describe('tokenBalanceSchema', () => {
  it('accepts decimals that are a whole number from 0 to 255, which the send form can use', () => {
    for (const decimals of ['0', '6', '18', '255']) {
      const parsed = tokenBalanceSchema.parse(withDecimals(decimals))
      expect(parseUnits('1', Number(parsed.quantity.decimals))).toBe(10n ** BigInt(decimals))
    }
  })

  it('refuses decimals that are not: empty, text, a fraction, negative, an exponent or over 255', () => {
    // Number('') is 0 and Number('1e3') is 1000: taken as they were, the kit would send the wrong amount.
    for (const decimals of ['', ' ', 'abc', '1.5', '-3', '1e3', '256', '0x12', '٣'])
      expect(
        tokenBalanceSchema.safeParse(withDecimals(decimals)).success,
        `decimals ${JSON.stringify(decimals)}`,
      ).toBe(false)
  })
})
