import { z } from 'zod'

/**
 * A zod schema for a transaction hash: `0x` and exactly 64 hex digits (spec 5).
 * @example transactionHashSchema.parse(`0x${'ab'.repeat(32)}`)
 */
export const transactionHashSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid transaction hash')
  .transform((hash) => hash as `0x${string}`)

/**
 * Whether a value is a transaction hash (spec 5).
 * @example isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return transactionHashSchema.safeParse(value).success
}
