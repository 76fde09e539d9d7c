import { z } from 'zod'
import { NAMESPACES } from './constants.js'

/**
 * A network as the kit knows it (spec 3, "Network (CAIP network)"). Its CAIP-2 id must be its namespace and id
 * (`eip155:1` for id 1 on eip155): the kit looks networks up by either, so the two may not disagree.
 */
export const caipNetworkSchema = z
  .object({
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
