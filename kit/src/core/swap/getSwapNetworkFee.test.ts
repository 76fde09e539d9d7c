import { describe, expect, it } from 'vitest'
import { getSwapNetworkFee } from './getSwapNetworkFee.js'

describe('getSwapNetworkFee', () => {
  it('multiplies gas by gas price in wei, without rounding', () => {
    expect(getSwapNetworkFee({ gas: 180_000n, gasPrice: 12_000_000_000n })).toBe(2_160_000_000_000_000n)
    expect(getSwapNetworkFee({ gas: 21_001n, gasPrice: 1_000_000_007n })).toBe(21_001_000_147_007n)
  })
})
