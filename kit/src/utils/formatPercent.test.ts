import { describe, expect, it } from 'vitest'
import { formatPercent } from './formatPercent.js'

describe('formatPercent', () => {
  it('writes a number of percent in English by default', () => {
    expect(formatPercent(1)).toBe('1%')
    expect(formatPercent(0.5)).toBe('0.5%')
    expect(formatPercent(1.2345)).toBe('1.23%')
  })

  it("follows the locale's separators and spacing", () => {
    expect(formatPercent(0.5, 'de')).toBe('0,5\u00a0%')
    expect(formatPercent(1, 'fr')).toBe('1\u00a0%')
    expect(formatPercent(1, 'ja')).toBe('1%')
  })
})
