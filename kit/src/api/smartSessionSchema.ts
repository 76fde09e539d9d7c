import { z } from 'zod'
import { optionalString } from './optionalString.js'

/**
 * One smart session granted by the account (GET /v1/sessions/{address}). Spec 7 leaves the response "not
 * shown"; this is the shape the Reown blockchain API serves: the app that holds the session, its permission
 * id (pci), expiry in unix seconds, and the permissions and policies as the wallet granted them.
 * @example
 * smartSessionSchema.parse(body.pcis[0]).expiry
 */
export const smartSessionSchema = z.object({
  project: z.object({ id: z.string(), name: z.string(), url: optionalString, iconUrl: optionalString }),
  pci: z.string(),
  expiry: z.number(),
  createdAt: z.number().optional(),
  revokedAt: z
    .number()
    .nullish()
    .transform((value) => value ?? undefined),
  permissions: z.array(z.object({ type: z.string(), data: z.unknown() })).default(() => []),
  policies: z.array(z.record(z.string(), z.unknown())).default(() => []),
  context: optionalString,
})

/**
 * GET /v1/sessions/{address}: the account's smart sessions.
 * @example
 * const { pcis } = smartSessionsSchema.parse(body)
 */
export const smartSessionsSchema = z.object({ pcis: z.array(smartSessionSchema) })

/** A smart session granted by the account. */
export type SmartSession = z.output<typeof smartSessionSchema>
