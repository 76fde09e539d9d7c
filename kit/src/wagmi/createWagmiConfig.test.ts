import { describe, expect, it } from 'vitest'
import { custom } from 'wagmi'
import { NetworkNotFoundError } from '../errors/NetworkNotFoundError.js'
import { createTestKit, testNetworks } from '../test/createTestKit.js'
import { createWagmiConfig } from './createWagmiConfig.js'

describe('createWagmiConfig', () => {
  it("makes one wagmi chain per eip155 network of the kit, in its order, read over the network's RPC URL", async () => {
    const kit = createTestKit()
    const config = createWagmiConfig(kit, { storage: null })
    expect(config.chains.map((chain) => [chain.id, chain.name, chain.rpcUrls.default.http[0]])).toEqual([
      [1, 'Ethereum', 'http://127.0.0.1:8545/1'],
      [8453, 'Base', 'http://127.0.0.1:8545/8453'],
    ])
    expect(config.getClient({ chainId: 8453 }).transport).toMatchObject({
      type: 'http',
      url: 'http://127.0.0.1:8545/8453',
    })
    expect(config.connectors.map((connector) => [connector.id, connector.name])).toEqual([
      ['walletKit', 'WalletKit'],
    ])
  })

  it("uses a host's transport for a chain instead of the kit's RPC URL", () => {
    const kit = createTestKit()
    const request = async () => '0x1'
    const config = createWagmiConfig(kit, { storage: null, transports: { 1: custom({ request }) } })
    expect(config.getClient({ chainId: 1 }).transport.type).toBe('custom')
    expect(config.getClient({ chainId: 8453 }).transport.type).toBe('http')
  })

  it('throws NetworkNotFoundError, saying why, for a kit without an eip155 network', () => {
    const kit = createTestKit({ networks: [testNetworks.solana] })
    expect(() => createWagmiConfig(kit)).toThrow(NetworkNotFoundError)
    expect(() => createWagmiConfig(kit)).toThrow(
      expect.objectContaining({ details: 'walletkit/wagmi needs at least one eip155 network in the kit' }),
    )
  })
})
