import { z } from 'zod/mini'
import { NAMESPACES } from './constants.js'

/**
 * A network as the kit knows it (spec 3, "Network (CAIP network)"). Its CAIP-2 id must be its namespace and id
 * (`eip155:1` for id 1 on eip155): the kit looks networks up by either, so the two may not disagree.
 */
export const caipNetworkSchema = z
  .object({
    /** The chain's own id: a number for eip155, a genesis hash or name elsewhere. */
    id: z.union([z.int().check(z.nonnegative()), z.string().check(z.minLength(1))]),
    caipNetworkId: z
      .string()
      .check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 id such as "eip155:1"')),
    chainNamespace: z.enum(NAMESPACES),
    name: z.string().check(z.minLength(1)),
    nativeCurrency: z.object({
      name: z.string(),
      symbol: z.string(),
      decimals: z.int().check(z.nonnegative()),
    }),
    rpcUrls: z.object({
      default: z.object({ http: z.array(z.string()), webSocket: z.optional(z.array(z.string())) }),
    }),
    blockExplorers: z.optional(z.object({ default: z.object({ name: z.string(), url: z.string() }) })),
    testnet: z.optional(z.boolean()),
    assets: z.optional(z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) })),
  })
  .check((context) => {
    const network = context.value
    const expected = `${network.chainNamespace}:${network.id}`
    if (network.caipNetworkId === expected) return
    context.issues.push({
      code: 'custom',
      input: network.caipNetworkId,
      path: ['caipNetworkId'],
      message: `"${network.caipNetworkId}" does not match the network's namespace and id (expected "${expected}")`,
    })
  })

export type CaipNetwork = z.output<typeof caipNetworkSchema>
