import { z } from 'zod'
import { numericString } from './numericString.js'

const quoteAmountSchema = z.object({ amount: numericString, currency: z.string() })

/**
 * POST /v1/onramp/quote. Spec 7 leaves the response "not shown"; its fields are spec 3's onramp quote, each
 * amount an `{ amount, currency }` pair as the Reown blockchain API sends it. `coinbaseFee` is optional
 * because the provider leaves it out when no fee applies.
 * @example
 * const { paymentTotal, quoteId } = onrampQuoteSchema.parse(body)
 */
export const onrampQuoteSchema = z.object({
  coinbaseFee: quoteAmountSchema.optional(),
  networkFee: quoteAmountSchema,
  paymentSubtotal: quoteAmountSchema,
  paymentTotal: quoteAmountSchema,
  purchaseAmount: quoteAmountSchema,
  quoteId: z.string(),
})

/** An onramp quote (spec 3). */
export type OnrampQuote = z.output<typeof onrampQuoteSchema>
