import { z } from 'zod/mini'
import { NAMESPACES } from './constants.js'

/** A network as the kit knows it (spec 3, "Network (CAIP network)"). */
export const caipNetworkSchema = z.object({
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

export type CaipNetwork = z.output<typeof caipNetworkSchema>
