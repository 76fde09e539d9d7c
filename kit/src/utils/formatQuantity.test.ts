import { describe, expect, it } from 'vitest'
import { formatQuantity } from './formatQuantity.js'

describe('formatQuantity', () => {
  it('shows a quantity with 3 decimals, rounded half away from zero', () => {
    expect(formatQuantity('2.71828')).toBe('2.718')
    expect(formatQuantity(2.7185)).toBe('2.719')
    expect(formatQuantity('0.9996')).toBe('1.000')
    expect(formatQuantity('-1.2345')).toBe('-1.235')
  })

  it('pads to 3 decimals and groups thousands', () => {
    expect(formatQuantity(1234567.1)).toBe('1,234,567.100')
  })

  it('formats long decimal strings exactly', () => {
    expect(formatQuantity('98765432109876543210.0004999')).toBe('98,765,432,109,876,543,210.000')
  })

  it.each([0, -0, '-0.0001', '', 'abc', Number.NaN, undefined])('shows 0.000 for %j', (value) => {
    expect(formatQuantity(value)).toBe('0.000')
  })
})
