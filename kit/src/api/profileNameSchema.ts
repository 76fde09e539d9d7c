import { z } from 'zod'
import { numericString } from './numericString.js'

const attributesSchema = z.object({ avatar: z.string().optional(), bio: z.string().optional() })

/**
 * A registered profile name (GET /v1/profile/account/{name} with apiVersion 2; spec 7 response "addresses,
 * attributes"). `addresses` is keyed by ENSIP-11 coin type; `attributes` may come as one object or a list.
 * @example
 * profileNameSchema.parse(body).addresses['60']?.address
 */
export const profileNameSchema = z.object({
  name: z.string(),
  registered: z.number().optional(),
  updated: z.number().optional(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: numericString.optional() })),
  attributes: z
    .union([z.array(attributesSchema), attributesSchema.transform((attributes) => [attributes])])
    .default(() => []),
})

/**
 * GET /v1/profile/reverse/{address}. Spec 7 leaves the response "not shown"; the Reown blockchain API answers
 * with the list of names registered to the address, each shaped like a forward lookup.
 * @example
 * const [primary] = profileNamesSchema.parse(body)
 */
export const profileNamesSchema = z.array(profileNameSchema)

/** A registered profile name with its addresses and attributes. */
export type ProfileName = z.output<typeof profileNameSchema>
