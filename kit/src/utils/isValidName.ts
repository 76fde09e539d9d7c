import { z } from 'zod'
import { LIMITS } from '../config/constants.js'

/**
 * A zod schema for a name to register: at least 4 characters, each an ASCII letter, digit or hyphen (spec 5).
 * The label only: the registry's suffix (such as `.wcn.id`) is added by the caller.
 * @example nameSchema.parse('ada-99')
 */
export const nameSchema = z
  .string()
  .min(LIMITS.nameMinLength, `At least ${LIMITS.nameMinLength} characters`)
  .regex(/^[a-zA-Z0-9-]*$/, 'Only letters, digits and hyphens')

/**
 * Whether a value can be registered as a name (spec 5).
 * @example isValidName('ada-99') // true
 */
export function isValidName(value: unknown): value is string {
  return nameSchema.safeParse(value).success
}
