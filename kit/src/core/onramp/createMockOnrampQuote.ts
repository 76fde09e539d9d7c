import type { OnrampQuoteSummary } from './OnrampQuoteSummary.js'
import type { OnrampProvider } from './onrampProviders.js'

/** Stablecoins worth one US dollar, the only tokens the mock quote can price without the provider. */
const USD_STABLECOINS = ['USDC', 'USDT', 'DAI', 'PYUSD']

/**
 * The quote that stands in when POST /v1/onramp/quote fails (spec 8): the fee at the middle of the provider's fee
 * range (spec 9: 1–2 %, so 1.5 %), no network fee, and, for a US-dollar stablecoin bought with dollars, the rest
 * received one to one. Other tokens have no price here, so what they receive is left to the provider.
 * @example createMockOnrampQuote({ amount: '100', purchaseSymbol: 'USDC', paymentCurrency: 'USD', provider }).receive
 * // { amount: '98.50', currency: 'USDC' }
 */
export function createMockOnrampQuote({
  amount,
  purchaseSymbol,
  paymentCurrency,
  provider,
}: {
  amount: string
  purchaseSymbol: string
  paymentCurrency: string
  provider: Pick<OnrampProvider, 'feeRange'>
}): OnrampQuoteSummary {
  const paid = Number(amount)
  const feePercent = (provider.feeRange.min + provider.feeRange.max) / 2
  const fee = Math.round(paid * feePercent) / 100
  const priced = paymentCurrency === 'USD' && USD_STABLECOINS.includes(purchaseSymbol.toUpperCase())
  return {
    receive: priced ? { amount: (paid - fee).toFixed(2), currency: purchaseSymbol } : undefined,
    fees: { amount: fee.toFixed(2), currency: paymentCurrency },
    total: { amount: paid.toFixed(2), currency: paymentCurrency },
    estimated: true,
  }
}
