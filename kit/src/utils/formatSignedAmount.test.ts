import { describe, expect, it } from 'vitest'
import { formatSignedAmount } from './formatSignedAmount.js'

describe('formatSignedAmount', () => {
  it.each(['receive', 'mint', 'deposit', 'claim', 'unstake', 'withdraw'])(
    'shows a %s as money coming in, with +',
    (operationType) => {
      expect(formatSignedAmount({ amount: '1.5', operationType })).toBe('+1.500')
    },
  )

  it.each(['send', 'burn', 'approve', 'stake'])('shows a %s as money going out, with -', (operationType) => {
    expect(formatSignedAmount({ amount: 0.25, operationType })).toBe('-0.250')
  })

  it.each([
    ['trade', 'in', '+2.000'],
    ['trade', 'out', '-2.000'],
    ['execute', 'in', '+2.000'],
    ['execute', 'out', '-2.000'],
    ['borrow', 'in', '+2.000'],
    ['repay', 'out', '-2.000'],
  ] as const)('signs a %s by its transfer direction %s', (operationType, direction, expected) => {
    expect(formatSignedAmount({ amount: '2', operationType, direction })).toBe(expected)
  })

  it.each([
    ['trade', undefined],
    ['trade', 'self'],
    ['cancel', undefined],
    ['some-future-type', undefined],
  ] as const)('leaves a %s with direction %s unsigned', (operationType, direction) => {
    expect(formatSignedAmount({ amount: '3.14159', operationType, direction })).toBe('3.141')
  })

  it('keeps the sign of a negative amount when the operation gives none', () => {
    expect(formatSignedAmount({ amount: '-1', operationType: 'deploy' })).toBe('-1.000')
  })

  it('takes the sign from the operation, not from the amount', () => {
    expect(formatSignedAmount({ amount: '-0.25', operationType: 'receive' })).toBe('+0.250')
    expect(formatSignedAmount({ amount: '+0.25', operationType: 'send' })).toBe('-0.250')
  })

  it('floors the magnitude to 3 decimals like a balance, and groups thousands', () => {
    expect(formatSignedAmount({ amount: '1234.5675', operationType: 'receive' })).toBe('+1,234.567')
    expect(formatSignedAmount({ amount: '9999.4999', operationType: 'send' })).toBe('-9,999.499')
  })

  it.each([
    ['0', 'zero'],
    ['0.0009', 'an amount that floors to zero'],
    ['abc', 'an invalid amount'],
  ])('shows %j (%s) as 0.000 without a sign', (amount) => {
    expect(formatSignedAmount({ amount, operationType: 'send' })).toBe('0.000')
  })

  it("writes the amount in the locale's format", () => {
    expect(formatSignedAmount({ amount: '1234.5675', operationType: 'receive', locale: 'de' })).toBe(
      '+1.234,567',
    )
  })
})
