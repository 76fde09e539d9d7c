import { z } from 'zod'

/**
 * A token the visitor can buy, and the networks it can be sent on (spec 3 onramp purchaseCurrencies).
 * @example
 * purchaseCurrencySchema.parse(currency).networks.map((network) => network.display_name)
 */
export const purchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(
    z.object({
      name: z.string(),
      display_name: z.string(),
      chain_id: z.string(),
      contract_address: z.string(),
    }),
  ),
})

/**
 * A fiat currency and its limits per payment method (spec 3 onramp paymentCurrencies).
 * @example
 * paymentCurrencySchema.parse({ id: 'USD' }).payment_method_limits // []
 */
export const paymentCurrencySchema = z.object({
  id: z.string(),
  /** Missing limits become an empty list; spec 5's card and ACH fallbacks are applied by the onramp rules. */
  payment_method_limits: z
    .array(z.object({ id: z.string(), min: z.string(), max: z.string() }))
    .default(() => []),
})

/**
 * GET /v1/onramp/options. Spec 7 leaves the response "not shown"; its fields are spec 3's onramp options, in
 * the shape the Reown blockchain API returns.
 * @example
 * const { purchaseCurrencies, paymentCurrencies } = onrampOptionsSchema.parse(body)
 */
export const onrampOptionsSchema = z.object({
  purchaseCurrencies: z.array(purchaseCurrencySchema),
  paymentCurrencies: z.array(paymentCurrencySchema),
})

/** A token the visitor can buy (spec 3). */
export type PurchaseCurrency = z.output<typeof purchaseCurrencySchema>
/** A fiat currency and its payment-method limits (spec 3). */
export type PaymentCurrency = z.output<typeof paymentCurrencySchema>
/** What can be bought and paid with (spec 3 onramp options). */
export type OnrampOptions = z.output<typeof onrampOptionsSchema>
