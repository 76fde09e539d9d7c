import { describe, expect, it } from 'vitest'
import { paymentCurrencySchema } from '../../api/onrampOptionsSchema.js'
import { getPaymentMethodLimits } from './getPaymentMethodLimits.js'

describe('getPaymentMethodLimits', () => {
  it("uses the provider's limits when it sends them", () => {
    const limits = [{ id: 'card', min: '20.00', max: '500.00' }]
    expect(getPaymentMethodLimits({ id: 'EUR', payment_method_limits: limits })).toEqual(limits)
  })

  it('falls back to card 10.00 to 7500.00 and ACH 10.00 to 25000.00 without provider limits', () => {
    expect(getPaymentMethodLimits({ id: 'USD' })).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
  })

  it('falls back when the provider sends an empty list', () => {
    expect(getPaymentMethodLimits({ id: 'USD', payment_method_limits: [] }).map((limit) => limit.id)).toEqual(
      ['card', 'ach_bank_account'],
    )
  })

  it("returns copies, so callers cannot change the provider's data or the fallbacks", () => {
    const limits = [{ id: 'card', min: '20.00', max: '500.00' }]
    const [first] = getPaymentMethodLimits({ id: 'EUR', payment_method_limits: limits })
    if (first) first.max = '1.00'
    expect(limits[0]?.max).toBe('500.00')
  })

  it('applies the fallbacks to a currency the api layer parsed without limits', () => {
    const usd = paymentCurrencySchema.parse({ id: 'USD' })
    expect(getPaymentMethodLimits(usd)).toHaveLength(2)
  })
})
