import { z } from 'zod'

/**
 * POST /v1/fungible/price: name, symbol, icon and price of each token asked for (spec 7 response "fungibles").
 * @example
 * const [token] = fungiblePriceSchema.parse(body).fungibles
 */
export const fungiblePriceSchema = z.object({
  fungibles: z.array(
    z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() }),
  ),
})

/** One priced token of POST /v1/fungible/price. */
export type FungiblePrice = z.output<typeof fungiblePriceSchema>['fungibles'][number]
