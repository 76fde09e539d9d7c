import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'

describe('formatBalance', () => {
  it('floors a balance to 3 decimals instead of rounding it', () => {
    expect(formatBalance('1.23999')).toBe('1.239')
    expect(formatBalance(0.9999)).toBe('0.999')
  })

  it('shows 9,999.4999 as 9,999.499, never rounded up to 9,999.500', () => {
    expect(formatBalance('9999.4999', 'ETH')).toBe('9,999.499 ETH')
    expect(formatBalance(9999.4999)).toBe('9,999.499')
  })

  it('pads to 3 decimals and groups thousands with commas', () => {
    expect(formatBalance(1234567)).toBe('1,234,567.000')
    expect(formatBalance('0.5')).toBe('0.500')
  })

  it('appends the symbol when one is given', () => {
    expect(formatBalance('1234.56789', 'ETH')).toBe('1,234.567 ETH')
    expect(formatBalance('2', '')).toBe('2.000')
  })

  it.each([
    0,
    '0',
    '0.0000',
    -0,
    '',
    '   ',
    'abc',
    '0x10',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
  ])('shows 0.000 for %j', (value) => {
    expect(formatBalance(value)).toBe('0.000')
  })

  it('shows 0.000 with the symbol for an invalid balance', () => {
    expect(formatBalance(undefined, 'SOL')).toBe('0.000 SOL')
  })

  it('formats values beyond floating-point precision exactly', () => {
    expect(formatBalance('123456789012345678901234.9999')).toBe('123,456,789,012,345,678,901,234.999')
    expect(formatBalance(1e21)).toBe('1,000,000,000,000,000,000,000.000')
    expect(formatBalance(10n ** 24n)).toBe('1,000,000,000,000,000,000,000,000.000')
    expect(formatBalance('1.5e-7')).toBe('0.000')
  })

  it('does not turn 1.005 into 1.004 through binary floating point', () => {
    expect(formatBalance(1.005)).toBe('1.005')
  })

  it('floors a negative balance towards minus infinity, so it never shows more than the input', () => {
    expect(formatBalance('-1.2341')).toBe('-1.235')
    expect(formatBalance('-0.0001')).toBe('-0.001')
  })

  it('truncates decimal strings digit for digit', () => {
    const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.stringMatching(/^[0-9]{0,30}$/),
        (whole, fraction) => {
          const input = fraction ? `${whole}.${fraction}` : `${whole}`
          expect(formatBalance(input)).toBe(`${groupThousands(`${whole}`)}.${`${fraction}000`.slice(0, 3)}`)
        },
      ),
    )
  })

  it('never shows more than 3 decimals and never exceeds the input', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatBalance(value)
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{3}$/)
        expect(Number(text.replaceAll(',', ''))).toBeLessThanOrEqual(value)
      }),
    )
  })

  it("uses the locale's separators, still floored: German, Japanese, Arabic", () => {
    expect(formatBalance('1234.5678', 'ETH', 'de')).toBe('1.234,567 ETH')
    expect(formatBalance('1234.5678', 'ETH', 'ja')).toBe('1,234.567 ETH')
    // What Intl gives for 'ar' (Latin digits in current ICU), taken as it is.
    const arabic = new Intl.NumberFormat('ar', { minimumFractionDigits: 3 }).format(1234.567)
    expect(formatBalance('1234.5678', 'ETH', 'ar')).toBe(`${arabic} ETH`)
    expect(formatBalance('-0.0001', undefined, 'de')).toBe('-0,001')
  })
})
