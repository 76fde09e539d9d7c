import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { caipNetworkSchema } from './caipNetworkSchema.js'
import { ethereumMainnet } from './defaultNetworks.js'

const solana = {
  ...ethereumMainnet,
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
}

const messagesOf = (value: unknown) =>
  v
    .safeParse(caipNetworkSchema, value)
    .issues?.map((issue) => `${issue.path?.map((item) => item.key).join('.')}: ${issue.message}`)

describe('caipNetworkSchema', () => {
  it('accepts a network whose CAIP-2 id is its namespace and id', () => {
    expect(v.parse(caipNetworkSchema, ethereumMainnet)).toEqual(ethereumMainnet)
    expect(v.parse(caipNetworkSchema, solana)).toEqual(solana)
  })

  it('refuses an id that disagrees with the CAIP-2 id, naming both', () => {
    expect(messagesOf({ ...ethereumMainnet, id: 137 })).toEqual([
      'caipNetworkId: "eip155:1" does not match the network\'s namespace and id (expected "eip155:137")',
    ])
  })

  it('refuses a namespace that disagrees with the CAIP-2 id', () => {
    expect(messagesOf({ ...solana, chainNamespace: 'eip155', id: solana.id })).toEqual([
      'caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" does not match the network\'s namespace and id (expected "eip155:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")',
    ])
  })
})
