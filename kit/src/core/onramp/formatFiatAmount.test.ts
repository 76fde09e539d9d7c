import { describe, expect, it } from 'vitest'
import { formatFiatAmount } from './formatFiatAmount.js'

describe('formatFiatAmount', () => {
  it('writes an amount with its currency, in US English by default', () => {
    expect(formatFiatAmount('7500.00', 'USD')).toBe('$7,500.00')
    expect(formatFiatAmount(10, 'EUR')).toBe('€10.00')
  })

  it('follows the locale', () => {
    expect(formatFiatAmount('1234.56', 'USD', 'de')).toBe('1.234,56\u00a0$')
    expect(formatFiatAmount('1234.56', 'EUR', 'de')).toBe('1.234,56\u00a0€')
    expect(formatFiatAmount('1234.56', 'USD', 'ja')).toBe('$1,234.56')
  })

  it('writes an unknown currency code after the amount', () => {
    expect(formatFiatAmount('5', 'X')).toBe('5.00 X')
  })
})
