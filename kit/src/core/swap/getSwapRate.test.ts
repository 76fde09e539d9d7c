import { describe, expect, it } from 'vitest'
import { getSwapRate } from './getSwapRate.js'

describe('getSwapRate', () => {
  it('gives one 6-decimal token in an 18-decimal one, 4 decimals rounded down', () => {
    expect(
      getSwapRate({
        fromAmount: 1_000_000n,
        fromDecimals: 6,
        toAmount: 398_899_999_999_999_999n,
        toDecimals: 18,
      }),
    ).toBe('0.3988')
    // 2.5 USDC for 0.997 WKT: 0.3988 per USDC
    expect(
      getSwapRate({
        fromAmount: 2_500_000n,
        fromDecimals: 6,
        toAmount: 997_000_000_000_000_000n,
        toDecimals: 18,
      }),
    ).toBe('0.3988')
  })

  it('gives one 18-decimal token in a 6-decimal one', () => {
    // 1.5 ETH for 4,680.675 USDC
    expect(
      getSwapRate({
        fromAmount: 1_500_000_000_000_000_000n,
        fromDecimals: 18,
        toAmount: 4_680_675_000n,
        toDecimals: 6,
      }),
    ).toBe('3120.45')
  })

  it('keeps 4 significant digits of a small rate and drops trailing zeros', () => {
    expect(
      getSwapRate({
        fromAmount: 10n ** 18n,
        fromDecimals: 18,
        toAmount: 831_234_567_890_000n,
        toDecimals: 18,
      }),
    ).toBe('0.0008312')
    expect(
      getSwapRate({ fromAmount: 1_000_000n, fromDecimals: 6, toAmount: 2_000_000n, toDecimals: 6 }),
    ).toBe('2')
  })

  it('has no rate for a zero amount', () => {
    expect(getSwapRate({ fromAmount: 0n, fromDecimals: 6, toAmount: 1n, toDecimals: 6 })).toBeUndefined()
  })
})
