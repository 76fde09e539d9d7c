import { describe, expect, it } from 'vitest'
import { toUsdCents } from './toUsdCents.js'

describe('toUsdCents', () => {
  it('values a 6-decimal amount in cents', () => {
    expect(toUsdCents({ units: 1_500_000n, decimals: 6, price: 1 })).toBe(150n)
    expect(toUsdCents({ units: 1_234_567n, decimals: 6, price: 0.9998 })).toBe(123n)
  })

  it('values an 18-decimal amount in cents, rounding down', () => {
    // 0.00216 ETH at $3,120.45 = $6.740172
    expect(toUsdCents({ units: 2_160_000_000_000_000n, decimals: 18, price: 3120.45 })).toBe(674n)
    expect(toUsdCents({ units: 10n ** 18n, decimals: 18, price: 3120.45 })).toBe(312_045n)
  })

  it('is zero without a price', () => {
    expect(toUsdCents({ units: 10n ** 18n, decimals: 18, price: 0 })).toBe(0n)
    expect(toUsdCents({ units: 10n ** 18n, decimals: 18, price: Number.NaN })).toBe(0n)
  })
})
