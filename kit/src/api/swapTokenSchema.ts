import { z } from 'zod'

/**
 * A token the convert service can swap (GET /v1/convert/tokens). `address` is a CAIP-10 address.
 * @example
 * swapTokenSchema.parse(body.tokens[0]).logoUri
 */
export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: z.string(),
  decimals: z.number().int().nonnegative(),
  logoUri: z.string(),
  /** True when the token supports EIP-2612 permits (no approve transaction needed). */
  eip2612: z.boolean().optional(),
})

/**
 * GET /v1/convert/tokens: the tokens available for swaps on a chain.
 * @example
 * const { tokens } = swapTokensSchema.parse(body)
 */
export const swapTokensSchema = z.object({ tokens: z.array(swapTokenSchema) })

/** A token the convert service can swap. */
export type SwapToken = z.output<typeof swapTokenSchema>
