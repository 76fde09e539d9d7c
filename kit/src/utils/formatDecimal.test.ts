import { describe, expect, it } from 'vitest'
import { formatDecimal } from './formatDecimal.js'

describe('formatDecimal', () => {
  it('writes a decimal string digit for digit, without grouping', () => {
    expect(formatDecimal('3079.977763')).toBe('3079.977763')
    expect(formatDecimal('0.000000000000000001')).toBe('0.000000000000000001')
    expect(formatDecimal('0.12345678901234567890123')).toBe('0.1234567890123456789')
    expect(formatDecimal('123456789012345678901.5')).toBe('123456789012345678901.5')
  })

  it("uses the locale's decimal sign", () => {
    expect(formatDecimal('3079.977763', 'de')).toBe('3079,977763')
    expect(formatDecimal('0.3988', 'ja')).toBe('0.3988')
  })

  it('returns what is not a decimal number as it is', () => {
    expect(formatDecimal('–', 'de')).toBe('–')
  })
})
