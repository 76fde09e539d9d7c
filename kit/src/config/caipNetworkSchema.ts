import * as v from 'valibot'
import { NAMESPACES } from './constants.js'

const count = v.pipe(v.number(), v.safeInteger('expected int'), v.minValue(0))

/**
 * A network as the kit knows it (spec 3, "Network (CAIP network)"). Its CAIP-2 id must be its namespace and id
 * (`eip155:1` for id 1 on eip155): the kit looks networks up by either, so the two may not disagree. A valibot
 * schema, as the options schema that holds it (see walletKitOptionsSchema).
 * @example v.parse(caipNetworkSchema, ethereumMainnet)
 */
export const caipNetworkSchema = v.pipe(
  v.object({
    /** The chain's own id: a number for eip155, a genesis hash or name elsewhere. */
    id: v.union([count, v.pipe(v.string(), v.minLength(1))]),
    caipNetworkId: v.pipe(
      v.string(),
      v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 id such as "eip155:1"'),
    ),
    chainNamespace: v.picklist(NAMESPACES),
    name: v.pipe(v.string(), v.minLength(1)),
    nativeCurrency: v.object({ name: v.string(), symbol: v.string(), decimals: count }),
    rpcUrls: v.object({
      default: v.object({ http: v.array(v.string()), webSocket: v.optional(v.array(v.string())) }),
    }),
    blockExplorers: v.optional(v.object({ default: v.object({ name: v.string(), url: v.string() }) })),
    testnet: v.optional(v.boolean()),
    assets: v.optional(v.object({ imageId: v.optional(v.string()), imageUrl: v.optional(v.string()) })),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const network = dataset.value
    const expected = `${network.chainNamespace}:${network.id}`
    if (network.caipNetworkId === expected) return
    addIssue({
      input: network.caipNetworkId,
      path: [
        {
          type: 'object',
          origin: 'value',
          input: network,
          key: 'caipNetworkId',
          value: network.caipNetworkId,
        },
      ],
      message: `"${network.caipNetworkId}" does not match the network's namespace and id (expected "${expected}")`,
    })
  }),
)

export type CaipNetwork = v.InferOutput<typeof caipNetworkSchema>
