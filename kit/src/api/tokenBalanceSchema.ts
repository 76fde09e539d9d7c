import { z } from 'zod'

/**
 * One token the account holds (spec 3 Token balance). `address` is absent for the native token.
 * @example
 * tokenBalanceSchema.parse(body.balances[0]).quantity.numeric
 */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-2 id of the token's chain. */
  chainId: z.string(),
  /** CAIP-10 address of the token contract; null or absent for the native token. */
  address: z
    .string()
    .nullish()
    .transform((value) => value ?? undefined),
  /** Value of the holding in the requested currency. */
  value: z
    .number()
    .nullish()
    .transform((value) => value ?? undefined),
  /** Price of one unit in the requested currency. */
  price: z.number(),
  /** `decimals` is the token's (an ERC-20 uint8): a whole number from 0 to 255, as the send form reads it. */
  quantity: z.object({
    decimals: z.string().regex(/^(?:\d{1,2}|1\d\d|2[0-4]\d|25[0-5])$/, {
      error: 'decimals must be a whole number from 0 to 255',
    }),
    numeric: z.string(),
  }),
  iconUrl: z.string(),
})

/**
 * GET /v1/account/{address}/balance: every token balance of the address.
 * @example
 * const { balances } = balancesSchema.parse(body)
 */
export const balancesSchema = z.object({ balances: z.array(tokenBalanceSchema) })

/** A token balance (spec 3). */
export type TokenBalance = z.output<typeof tokenBalanceSchema>
