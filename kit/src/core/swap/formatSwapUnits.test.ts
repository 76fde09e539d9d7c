import { describe, expect, it } from 'vitest'
import { formatSwapUnits } from './formatSwapUnits.js'

describe('formatSwapUnits', () => {
  it('shows 18-decimal amounts to 6 decimals, rounded down', () => {
    expect(formatSwapUnits(394_812_999_999_999_999n, 18)).toBe('0.394812')
    expect(formatSwapUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
  })

  it('shows 6-decimal amounts exactly', () => {
    expect(formatSwapUnits(4_680_675_001n, 6)).toBe('4680.675001')
    expect(formatSwapUnits(0n, 6)).toBe('0')
  })

  it('says a dust amount is below the smallest shown', () => {
    expect(formatSwapUnits(1n, 18)).toBe('< 0.000001')
    expect(formatSwapUnits(123n, 18, 4)).toBe('< 0.0001')
  })

  it("uses the locale's decimal sign", () => {
    expect(formatSwapUnits(4_680_675_001n, 6, 6, 'de')).toBe('4680,675001')
    expect(formatSwapUnits(1n, 18, 6, 'de')).toBe('< 0,000001')
  })
})
