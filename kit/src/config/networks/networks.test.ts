import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import * as networks from '../../networks.js'
import { caipNetworkSchema } from '../caipNetworkSchema.js'
import { LOGIN_FRAME_NETWORKS } from '../loginFrameNetworks.js'

const definitions = Object.values(networks).filter((value) => typeof value === 'object')

describe('walletkit/networks', () => {
  it('defines every network the login frame serves: 24 eip155 and 3 Solana (spec 9)', () => {
    const ids = definitions.map((network) => network.caipNetworkId)
    expect(ids).toEqual(expect.arrayContaining([...LOGIN_FRAME_NETWORKS]))
    expect(ids.filter((id) => id.startsWith('eip155:'))).toHaveLength(24)
    expect(ids.filter((id) => id.startsWith('solana:'))).toHaveLength(3)
  })

  it('holds only networks the kit’s options accept, each once', () => {
    for (const network of definitions) expect(v.safeParse(caipNetworkSchema, network).issues).toBeUndefined()
    const ids = definitions.map((network) => network.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('names each network and marks testnets, with an https RPC and explorer on every eip155 one', () => {
    const eip155 = definitions.filter((network) => network.chainNamespace === 'eip155')
    for (const network of eip155) {
      expect(network.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
    }
    expect(eip155.filter((network) => network.testnet)).toHaveLength(12)
    expect(networks.sepolia.name).toBe('Sepolia')
    expect(networks.base).toMatchObject({ id: 8453, caipNetworkId: 'eip155:8453', name: 'Base' })
  })

  it('builds an eip155 network a host defines itself', () => {
    const local = networks.eip155Network({
      id: 31337,
      name: 'Local',
      rpcUrl: 'http://127.0.0.1:8545',
      explorer: { name: 'None', url: 'http://127.0.0.1' },
      testnet: true,
    })
    expect(v.parse(caipNetworkSchema, local)).toMatchObject({ caipNetworkId: 'eip155:31337', testnet: true })
  })
})
