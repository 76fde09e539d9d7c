import { z } from 'zod'
import { NAMESPACES } from './constants.js'

/** A network as the kit knows it (spec 3, "Network (CAIP network)"). */
export const caipNetworkSchema = z.object({
  /** The chain's own id: a number for eip155, a genesis hash or name elsewhere. */
  id: z.union([z.number().int().nonnegative(), z.string().min(1)]),
  caipNetworkId: z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 id such as "eip155:1"'),
  chainNamespace: z.enum(NAMESPACES),
  name: z.string().min(1),
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().int().nonnegative(),
  }),
  rpcUrls: z.object({
    default: z.object({ http: z.array(z.string()), webSocket: z.array(z.string()).optional() }),
  }),
  blockExplorers: z.object({ default: z.object({ name: z.string(), url: z.string() }) }).optional(),
  testnet: z.boolean().optional(),
  assets: z.object({ imageId: z.string().optional(), imageUrl: z.string().optional() }).optional(),
})

export type CaipNetwork = z.output<typeof caipNetworkSchema>
