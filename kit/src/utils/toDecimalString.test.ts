import { describe, expect, it } from 'vitest'
import { type NumericInput, toDecimalString } from './toDecimalString.js'

describe('toDecimalString', () => {
  it.each([
    ['1.5', '1.5'],
    [' 1.50 ', '1.50'],
    ['+3', '+3'],
    ['-0.25', '-0.25'],
    ['.5', '.5'],
    ['5.', '5.'],
    ['1.5E-7', '1.5E-7'],
    ['123456789012345678901234.123456789', '123456789012345678901234.123456789'],
  ] as const)('keeps the decimal string %j as %j', (value, expected) => {
    expect(toDecimalString(value)).toBe(expected)
  })

  it.each([
    [1.5, '1.5'],
    [-0, '0'],
    [1e21, '1e+21'],
    [5e-324, '5e-324'],
    [10n ** 30n, '1000000000000000000000000000000'],
  ] as const)('writes the number %s as %j', (value, expected) => {
    expect(toDecimalString(value)).toBe(expected)
  })

  it.each<[NumericInput, string]>([
    ['', 'empty text'],
    ['   ', 'blank text'],
    ['abc', 'words'],
    ['0x10', 'hex'],
    ['1,000.5', 'grouped digits'],
    ['1_000', 'underscores'],
    ['Infinity', 'Infinity as text'],
    ['1e400', 'a value beyond the range of a double'],
    ['.', 'a lone point'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [null, 'null'],
    [undefined, 'undefined'],
  ])('refuses %j (%s)', (value) => {
    expect(toDecimalString(value)).toBeUndefined()
  })

  it('refuses a bigint beyond the range of a double', () => {
    expect(toDecimalString(10n ** 400n)).toBeUndefined()
  })
})
