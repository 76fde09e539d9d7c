import { describe, expect, it } from 'vitest'
import type { ChainAdapterPort, ChainConnector } from '../../chains/ChainAdapterPort.js'
import { createNamespaceAdapter } from '../../chains/createNamespaceAdapter.js'
import type { CaipNetwork } from '../../config/index.js'
import { ConnectionClientNotSetError } from '../../errors/ConnectionClientNotSetError.js'
import { createTestKit } from '../../test/createTestKit.js'
import type { WalletKitEvent } from '../events/WalletKitEvent.js'
import { switchNetwork } from '../network/switchNetwork.js'
import { connectExternal } from './connectExternal.js'
import { disconnect } from './disconnect.js'
import { registerAdapter } from './registerAdapter.js'

const ADDRESS = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'

function polkadotNetwork(id: string, name: string, symbol: string): CaipNetwork {
  return {
    id,
    caipNetworkId: `polkadot:${id}`,
    chainNamespace: 'polkadot',
    name,
    nativeCurrency: { name, symbol, decimals: 10 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9944'] } },
  }
}
const relay = polkadotNetwork('91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', 'DOT')
const westend = polkadotNetwork('e143f23803ac50e8f6f8e62695d1ce9e', 'Westend', 'WND')

/** A made-up Polkadot browser wallet, written against the port alone: what a new namespace's connector needs. */
function polkadotWallet(id: string) {
  return (port: ChainAdapterPort): ChainConnector & { port: ChainAdapterPort } => {
    const session: { chain?: string | number | undefined } = {}
    return {
      id,
      name: id,
      type: 'ANNOUNCED',
      chain: port.namespace,
      installed: true,
      port,
      async connect({ network }) {
        session.chain = network.id
        return { address: ADDRESS, chainId: network.id, accounts: [ADDRESS] }
      },
      async disconnect() {
        session.chain = undefined
      },
      async switchNetwork({ network }) {
        session.chain = network.id
        port.emitter.emit('chainChanged', { chainId: network.id })
      },
      request: (request) => port.pending.track(request.method, async () => `signed on ${session.chain}`),
      getProvider: () => (session.chain === undefined ? undefined : { chain: session.chain }),
      getBalance: async ({ network }) => ({ balance: '1.5', symbol: network.nativeCurrency.symbol }),
    }
  }
}

function polkadotKit() {
  const kit = createTestKit({ networks: [relay, westend] })
  const adapter = createNamespaceAdapter({
    namespace: 'polkadot',
    connectors: [polkadotWallet('polkadot-js'), polkadotWallet('talisman')],
  })
  registerAdapter(kit, adapter)
  const events: WalletKitEvent[] = []
  kit.events.subscribe((event) => events.push(event))
  const connectorOf = (id: string) => {
    const found = kit.store.getState().connectors.connectors.find((connector) => connector.id === id)
    if (!found) throw new Error(`${id} is not in state`)
    return found
  }
  return { kit, adapter, events, connectorOf }
}

describe('a namespace adapter written against the port alone', () => {
  it('connects, switches network and disconnects through the kit', async () => {
    const { kit, adapter, events, connectorOf } = polkadotKit()
    expect(kit.store.getState().connectors.connectors.map(({ id }) => id)).toEqual([
      'polkadot-js',
      'talisman',
    ])

    const result = await connectExternal(kit, { connector: connectorOf('talisman') })
    expect(result).toMatchObject({ status: 'connected', caipAddress: `${relay.caipNetworkId}:${ADDRESS}` })
    expect(kit.store.getState().connection.connectorId.polkadot).toBe('talisman')
    expect(adapter.getProvider?.()).toEqual({ chain: relay.id })

    await switchNetwork(kit, { network: westend })
    expect(kit.store.getState().networks.polkadot?.caipNetwork?.caipNetworkId).toBe(westend.caipNetworkId)
    expect(kit.store.getState().accounts.polkadot?.caipAddress).toBe(`${westend.caipNetworkId}:${ADDRESS}`)
    await expect(adapter.request?.({ method: 'polkadot_signMessage' })).resolves.toBe(
      `signed on ${westend.id}`,
    )

    await disconnect(kit)
    expect(kit.store.getState().connection.status.polkadot).toBe('disconnected')
    expect(kit.store.getState().accounts.polkadot?.caipAddress).toBeUndefined()
    expect(adapter.getProvider?.()).toBeUndefined()
    expect(events.filter(({ type }) => type === 'track').map(({ event }) => event)).toEqual(
      expect.arrayContaining(['CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS']),
    )
  })

  it("follows only the active connector's wallet, and ends the connection when it shares no account", async () => {
    const { kit, adapter, connectorOf } = polkadotKit()
    await connectExternal(kit, { connector: connectorOf('polkadot-js') })
    const [active, other] = adapter.connectors() as (ChainConnector & { port: ChainAdapterPort })[]
    other?.port.emitter.emit('accountsChanged', { accounts: [] })
    expect(kit.store.getState().connection.status.polkadot).toBe('connected')
    active?.port.emitter.emit('accountsChanged', { accounts: [] })
    expect(kit.store.getState().connection.status.polkadot).toBe('disconnected')
    await expect(adapter.request?.({ method: 'polkadot_signMessage' })).rejects.toBeInstanceOf(
      ConnectionClientNotSetError,
    )
  })

  it('routes by connector id and refuses a connector it does not hold', async () => {
    const { adapter } = polkadotKit()
    const stranger = {
      id: 'subwallet',
      name: 'SubWallet',
      type: 'ANNOUNCED' as const,
      chain: 'polkadot' as const,
    }
    const refused = adapter.connect({ connector: stranger, network: relay })
    await expect(refused).rejects.toBeInstanceOf(ConnectionClientNotSetError)
    await expect(refused).rejects.toMatchObject({ details: 'SubWallet is not a polkadot connector' })
    expect(adapter.getProvider?.()).toBeUndefined()
  })
})
