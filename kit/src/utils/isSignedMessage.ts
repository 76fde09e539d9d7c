import { z } from 'zod'

/**
 * A zod schema for a signed message: `0x` and at least 62 hex digits (spec 5).
 * @example signedMessageSchema.parse(`0x${'ab'.repeat(65)}`)
 */
export const signedMessageSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{62,}$/, 'Invalid signed message')
  .transform((signature) => signature as `0x${string}`)

/**
 * Whether a value is a signed message (spec 5).
 * @example isSignedMessage(`0x${'ab'.repeat(65)}`) // true
 */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return signedMessageSchema.safeParse(value).success
}
