import { z } from 'zod'

/**
 * A zod schema for an e-mail address (spec 5: the login email and the new email on update). Not trimmed.
 * @example emailSchema.parse('ada@example.com')
 */
export const emailSchema = z.email()

/**
 * Whether a value is a valid e-mail address (spec 5).
 * @example isEmail('ada@example.com') // true
 */
export function isEmail(value: unknown): value is string {
  return emailSchema.safeParse(value).success
}
