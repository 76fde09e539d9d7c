import { describe, expect, it } from 'vitest'
import { createMockOnrampQuote } from './createMockOnrampQuote.js'

const provider = { feeRange: { min: 1, max: 2 } }

describe('createMockOnrampQuote', () => {
  it('charges the middle of the fee range and gives the rest of a dollar amount in USDC, marked estimated', () => {
    expect(
      createMockOnrampQuote({ amount: '100', purchaseSymbol: 'USDC', paymentCurrency: 'USD', provider }),
    ).toEqual({
      receive: { amount: '98.50', currency: 'USDC' },
      fees: { amount: '1.50', currency: 'USD' },
      total: { amount: '100.00', currency: 'USD' },
      estimated: true,
    })
  })

  it('leaves what a token without a known price receives to the provider', () => {
    const quote = createMockOnrampQuote({
      amount: '250',
      purchaseSymbol: 'ETH',
      paymentCurrency: 'EUR',
      provider,
    })
    expect(quote.receive).toBeUndefined()
    expect(quote.fees).toEqual({ amount: '3.75', currency: 'EUR' })
  })
})
