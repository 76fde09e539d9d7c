import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../test/inEnglish.js'
import { getOnrampAmountProblem as problemRaw } from './getOnrampAmountProblem.js'

/** The problem in English, as the Buy form shows it. */
const getOnrampAmountProblem = (...args: Parameters<typeof problemRaw>) => inEnglish(problemRaw(...args))

const card = { id: 'card', min: '10.00', max: '7500.00' }

describe('getOnrampAmountProblem', () => {
  it.each(['10', '10.00', '250.5', '7500'])('accepts %s within the card limits', (amount) => {
    expect(getOnrampAmountProblem({ amount, limit: card, currency: 'USD' })).toBeUndefined()
  })

  it.each(['9.99', '7500.01', '', 'abc', '-20'])('asks for the range for %j', (amount) => {
    expect(getOnrampAmountProblem({ amount, limit: card, currency: 'USD' })).toBe(
      'Enter between $10.00 and $7,500.00',
    )
  })

  it('states the range in the payment currency', () => {
    const ach = { id: 'ach_bank_account', min: '10.00', max: '25000.00' }
    expect(getOnrampAmountProblem({ amount: '1', limit: ach, currency: 'EUR' })).toBe(
      'Enter between €10.00 and €25,000.00',
    )
  })

  it("writes the range in the visitor's locale", () => {
    expect(getOnrampAmountProblem({ amount: '1', limit: card, currency: 'USD', locale: 'de' })).toBe(
      'Enter between 10,00\u00a0$ and 7.500,00\u00a0$',
    )
  })
})
