import type { PaymentCurrency, PurchaseCurrency } from '../../api/onrampOptionsSchema.js'
import type { WithSignal } from '../../api/WithSignal.js'
import type { WalletKit } from '../WalletKit.js'
import { createMockOnrampQuote } from './createMockOnrampQuote.js'
import type { OnrampQuoteSummary } from './OnrampQuoteSummary.js'
import type { OnrampProvider } from './onrampProviders.js'

/** What to quote: the token, the fiat currency, the amount in it, the chain to deliver on, the provider. */
export type LoadOnrampQuoteParameters = {
  purchaseCurrency: PurchaseCurrency
  paymentCurrency: PaymentCurrency
  amount: string
  network: string
  provider: Pick<OnrampProvider, 'feeRange'>
} & WithSignal

/**
 * Asks for a quote (POST /v1/onramp/quote) and sums it up for the Buy view; when the call fails or answers
 * nothing, the mock quote stands in, marked estimated (spec 8). An aborted request rethrows.
 * @example const quote = await loadOnrampQuote(kit, { purchaseCurrency, paymentCurrency, amount: '100', network: 'base', provider })
 */
export async function loadOnrampQuote(
  kit: Pick<WalletKit, 'api' | 'logger'>,
  { provider, signal, ...parameters }: LoadOnrampQuoteParameters,
): Promise<OnrampQuoteSummary> {
  try {
    const quote = await kit.api.blockchain.getOnrampQuote({ ...parameters, signal })
    if (quote) {
      const currency = quote.paymentTotal.currency
      const fees = [quote.coinbaseFee, quote.networkFee]
        .filter((fee) => fee !== undefined && fee.currency === currency)
        .reduce((sum, fee) => sum + Number(fee?.amount ?? 0), 0)
      return {
        receive: quote.purchaseAmount,
        fees: { amount: fees.toFixed(2), currency },
        total: quote.paymentTotal,
        estimated: false,
      }
    }
  } catch (error) {
    if (signal?.aborted) throw error
    kit.logger.warn('Onramp quote failed; showing an estimate', error)
  }
  return createMockOnrampQuote({
    amount: parameters.amount,
    purchaseSymbol: parameters.purchaseCurrency.symbol,
    paymentCurrency: parameters.paymentCurrency.id,
    provider,
  })
}
