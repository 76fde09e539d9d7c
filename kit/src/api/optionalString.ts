import { z } from 'zod'

/**
 * A text field a provider may send as a string, null, or not at all; the kit reads it as `string | undefined`.
 * @example
 * z.object({ rdns: optionalString }).parse({ rdns: null }) // { rdns: undefined }
 */
export const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined)
