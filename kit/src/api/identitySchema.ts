import { z } from 'zod'

const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null)

/**
 * GET /v1/identity/{address}: the address's avatar and name (spec 3 Identity), each null when it has none.
 * @example
 * identitySchema.parse({ avatar: null, name: 'vitalik.eth' })
 */
export const identitySchema = z.object({ avatar: nullableText, name: nullableText })

/** An address's avatar and name (spec 3). */
export type Identity = z.output<typeof identitySchema>
