import { describe, expect, it } from 'vitest'
import { toCoinType } from './toCoinType.js'

describe('toCoinType (ENSIP-11)', () => {
  it('is 60 on Ethereum mainnet and the chain id with the high bit set elsewhere', () => {
    expect(toCoinType(1)).toBe(60)
    expect(toCoinType(8453)).toBe(0x80000000 + 8453)
    expect(toCoinType(10)).toBe(2147483658)
  })
})
