import { z } from 'zod/mini'

/**
 * A text field a provider may send as a string, null, or not at all; the kit reads it as `string | undefined`.
 * @example
 * z.object({ rdns: optionalString }).parse({ rdns: null }) // { rdns: undefined }
 */
export const optionalString = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? undefined),
)
