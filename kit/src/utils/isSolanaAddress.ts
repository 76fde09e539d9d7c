import { z } from 'zod'

/**
 * A zod schema for a Solana address: 32 to 44 base58 characters, so no 0, O, I or l (spec 5).
 * @example solanaAddressSchema.parse('7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
 */
export const solanaAddressSchema = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'Invalid Solana address')

/**
 * Whether a value is a Solana address (spec 5).
 * @example isSolanaAddress('11111111111111111111111111111111') // true
 */
export function isSolanaAddress(value: unknown): value is string {
  return solanaAddressSchema.safeParse(value).success
}
