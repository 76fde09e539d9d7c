import { describe, expect, it } from 'vitest'
import { isAmountOverBalance } from './isAmountOverBalance.js'

const usdc = { quantity: { decimals: '6', numeric: '1.5' } }

describe('isAmountOverBalance', () => {
  it('compares exactly in the smallest unit', () => {
    expect(isAmountOverBalance('1.5', usdc)).toBe(false)
    expect(isAmountOverBalance('1.500001', usdc)).toBe(true)
    expect(isAmountOverBalance('0.1', { quantity: { decimals: '18', numeric: '0.1' } })).toBe(false)
  })

  it('leaves an empty or invalid amount to the form check', () => {
    expect(isAmountOverBalance(undefined, usdc)).toBe(false)
    expect(isAmountOverBalance('', usdc)).toBe(false)
    expect(isAmountOverBalance('abc', usdc)).toBe(false)
  })
})
