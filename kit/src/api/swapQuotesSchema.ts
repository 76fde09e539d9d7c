import { z } from 'zod'

/**
 * GET /v1/convert/quotes: what the convert service offers for an amount (spec 7 response "quotes").
 * @example
 * const [best] = swapQuotesSchema.parse(body).quotes
 */
export const swapQuotesSchema = z.object({
  quotes: z.array(
    z.object({
      id: z
        .string()
        .nullish()
        .transform((value) => value ?? null),
      fromAmount: z.string(),
      fromAccount: z.string(),
      toAmount: z.string(),
      toAccount: z.string(),
    }),
  ),
})

/** One swap quote. */
export type SwapQuote = z.output<typeof swapQuotesSchema>['quotes'][number]
