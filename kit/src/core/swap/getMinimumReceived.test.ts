import { describe, expect, it } from 'vitest'
import { getMinimumReceived } from './getMinimumReceived.js'

describe('getMinimumReceived', () => {
  it('takes 1 % off an 18-decimal amount exactly', () => {
    expect(getMinimumReceived(398_800_000_000_000_000n, 1)).toBe(394_812_000_000_000_000n)
  })

  it('rounds a 6-decimal amount down to the base unit', () => {
    // 1.234567 USDC × 0.99 = 1.22222133 → 1.222221
    expect(getMinimumReceived(1_234_567n, 1)).toBe(1_222_221n)
    expect(getMinimumReceived(1n, 1)).toBe(0n)
    expect(getMinimumReceived(101n, 1)).toBe(99n)
  })

  it('keeps everything at 0 % and honours fractional tolerances', () => {
    expect(getMinimumReceived(1_000_000n, 0)).toBe(1_000_000n)
    expect(getMinimumReceived(1_000_000n, 0.5)).toBe(995_000n)
  })
})
