import type { BlockchainApiContext } from './BlockchainApiContext.js'
import { onrampOptionsSchema, type PaymentCurrency, type PurchaseCurrency } from './onrampOptionsSchema.js'
import { onrampQuoteSchema } from './onrampQuoteSchema.js'
import { onrampUrlSchema } from './onrampUrlSchema.js'
import type { WithSignal } from './WithSignal.js'

/** Where bought tokens go: an address and, optionally, the blockchains, assets and networks allowed for it. */
type OnrampDestinationWallet = {
  address: string
  blockchains?: string[] | undefined
  assets?: string[] | undefined
  supportedNetworks?: string[] | undefined
}

/** The body fields of POST /v1/generators/onrampurl that the caller chooses (defaultExperience is always buy). */
export type GenerateOnrampUrlParameters = {
  destinationWallets: OnrampDestinationWallet[]
  partnerUserId: string
  defaultNetwork?: string | undefined
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
} & WithSignal

/**
 * The blockchain API's onramp rows of spec 7: widget URL, options, quote. Spec 8's fallbacks on error (a sample
 * options list, a mock quote) belong to the onramp rules that call these, which know what to show.
 * @example
 * const { getOnrampOptions } = createOnrampCalls(context)
 */
export function createOnrampCalls({ http, projectId }: BlockchainApiContext) {
  return {
    /** POST /v1/generators/onrampurl?projectId=… with defaultExperience buy; null when skipped. */
    generateOnrampUrl({ signal, ...parameters }: GenerateOnrampUrlParameters) {
      const { destinationWallets, defaultNetwork, partnerUserId, presetCryptoAmount, presetFiatAmount } =
        parameters
      return http.post({
        path: '/v1/generators/onrampurl',
        query: { projectId },
        body: {
          destinationWallets,
          defaultNetwork,
          partnerUserId,
          defaultExperience: 'buy',
          presetCryptoAmount,
          presetFiatAmount,
        },
        schema: onrampUrlSchema,
        empty: null,
        signal,
      })
    },

    /** GET /v1/onramp/options: what can be bought, and with which fiat currencies and limits. */
    getOnrampOptions({ signal }: WithSignal = {}) {
      return http.get({
        path: '/v1/onramp/options',
        schema: onrampOptionsSchema,
        empty: { purchaseCurrencies: [], paymentCurrencies: [] },
        signal,
      })
    },

    /** POST /v1/onramp/quote with body purchaseCurrency, paymentCurrency, amount, network; null when skipped. */
    getOnrampQuote({
      purchaseCurrency,
      paymentCurrency,
      amount,
      network,
      signal,
    }: {
      purchaseCurrency: PurchaseCurrency
      paymentCurrency: PaymentCurrency
      amount: string
      network: string
    } & WithSignal) {
      return http.post({
        path: '/v1/onramp/quote',
        body: { purchaseCurrency, paymentCurrency, amount, network },
        schema: onrampQuoteSchema,
        empty: null,
        signal,
      })
    },
  }
}
