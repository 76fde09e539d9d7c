import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatTokenTotal } from './formatTokenTotal.js'

describe('formatTokenTotal', () => {
  it('splits a total into grouped dollars and two-digit pennies', () => {
    expect(formatTokenTotal(1234.56)).toEqual({ dollars: '1,234', pennies: '56' })
  })

  it('shows zero as 0 dollars and 00 pennies', () => {
    expect(formatTokenTotal(0)).toEqual({ dollars: '0', pennies: '00' })
  })

  it('pads single-digit pennies', () => {
    expect(formatTokenTotal(7.5)).toEqual({ dollars: '7', pennies: '50' })
  })

  it('rounds to the nearest cent, half away from zero', () => {
    expect(formatTokenTotal(0.005)).toEqual({ dollars: '0', pennies: '01' })
    expect(formatTokenTotal(1.005)).toEqual({ dollars: '1', pennies: '01' })
    expect(formatTokenTotal(0.004)).toEqual({ dollars: '0', pennies: '00' })
    expect(formatTokenTotal(999.999)).toEqual({ dollars: '1,000', pennies: '00' })
  })

  it('keeps the minus sign on the dollars of a negative total, but not on one that rounds to zero', () => {
    expect(formatTokenTotal(-12.5)).toEqual({ dollars: '-12', pennies: '50' })
    expect(formatTokenTotal(-0.001)).toEqual({ dollars: '0', pennies: '00' })
  })

  it('formats totals past 1e21 without exponent notation', () => {
    expect(formatTokenTotal(1e21)).toEqual({ dollars: '1,000,000,000,000,000,000,000', pennies: '00' })
  })

  it('accepts a decimal string', () => {
    expect(formatTokenTotal('1234.5')).toEqual({ dollars: '1,234', pennies: '50' })
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', undefined])('shows 0 and 00 for %j', (value) => {
    expect(formatTokenTotal(value)).toEqual({ dollars: '0', pennies: '00' })
  })

  it('always gives grouped dollars and exactly two pennies that add up to the rounded total', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (usd) => {
        const { dollars, pennies } = formatTokenTotal(usd)
        expect(dollars).toMatch(/^-?\d{1,3}(,\d{3})*$/)
        expect(pennies).toMatch(/^\d{2}$/)
        // Reading the formatted text back as a double adds up to one ulp of error; near 1e15 that is 0.125.
        const readBack = Number(`${dollars.replaceAll(',', '')}.${pennies}`)
        expect(Math.abs(readBack - usd)).toBeLessThanOrEqual(
          0.005 + 2 * Math.abs(usd) * Number.EPSILON + 1e-9,
        )
      }),
      { examples: [[36165397751078.734]] },
    )
  })

  it("groups the dollars with the locale's separator", () => {
    expect(formatTokenTotal(1234.56, 'de')).toEqual({ dollars: '1.234', pennies: '56' })
  })
})
