import { describe, expect, it } from 'vitest'
import type { CaipNetwork, Namespace } from '../config/index.js'
import { ConnectionClientNotSetError } from '../errors/ConnectionClientNotSetError.js'
import { NetworkClientNotSetError } from '../errors/NetworkClientNotSetError.js'
import type { ChainAdapterEventMap } from './ChainAdapter.js'
import type { ChainAdapterPort, ChainConnector } from './ChainAdapterPort.js'
import { createNamespaceAdapter } from './createNamespaceAdapter.js'
import { createPendingRequests } from './port/createPendingRequests.js'
import { createStandaloneContext } from './port/createStandaloneContext.js'

const network: CaipNetwork = {
  id: 'westend',
  caipNetworkId: 'polkadot:westend',
  chainNamespace: 'polkadot',
  name: 'Westend',
  nativeCurrency: { name: 'Westend', symbol: 'WND', decimals: 12 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9944'] } },
}

/** A wallet connector made from the port alone, recording the calls routed to it. */
function recordingConnector(id: string, calls: string[], address = `${id}-address`) {
  return (port: ChainAdapterPort): ChainConnector & { port: ChainAdapterPort } => ({
    id,
    name: id,
    type: 'ANNOUNCED',
    chain: port.namespace,
    port,
    connect: async () => {
      calls.push(`${id}.connect`)
      return { address, chainId: 'westend', accounts: [address] }
    },
    reconnect: async () => ({ address, chainId: 'westend' }),
    disconnect: async () => void calls.push(`${id}.disconnect`),
    switchNetwork: async () => void calls.push(`${id}.switch`),
    request: (request) => port.pending.track(request.method, async () => `${id} answers ${request.method}`),
    getProvider: () => id,
  })
}

function adapterWith(...ids: string[]) {
  return namespaceAdapterWith('polkadot', ids)
}

function namespaceAdapterWith(namespace: Namespace, ids: string[], address?: string) {
  const calls: string[] = []
  const adapter = createNamespaceAdapter({
    namespace,
    connectors: ids.map((id) => recordingConnector(id, calls, address)),
  })
  const events: [keyof ChainAdapterEventMap, unknown][] = []
  for (const name of ['accountsChanged', 'chainChanged', 'disconnect', 'connectorsChanged'] as const)
    adapter.on?.(name, (payload) => events.push([name, payload]))
  const portOf = (id: string) => {
    const found = adapter.connectors().find((connector) => connector.id === id)
    if (!found || !('port' in found)) throw new Error(`${id} is not a connector of this adapter`)
    return found.port as ChainAdapterPort
  }
  return { adapter, calls, events, portOf }
}

describe('createNamespaceAdapter', () => {
  it('routes connect by connector id, then switch, requests and disconnect to the connected one', async () => {
    const { adapter, calls } = adapterWith('a', 'b')
    await adapter.connect({
      connector: { id: 'b', name: 'B', type: 'ANNOUNCED', chain: 'polkadot' },
      network,
    })
    await adapter.switchNetwork({ network })
    await expect(adapter.request?.({ method: 'polkadot_signMessage' })).resolves.toBe(
      'b answers polkadot_signMessage',
    )
    expect(adapter.getProvider?.()).toBe('b')
    await adapter.disconnect({})
    expect(calls).toEqual(['b.connect', 'b.switch', 'b.disconnect'])
    expect(adapter.getProvider?.()).toBeUndefined()
  })

  it('needs a connected wallet to switch or to request', async () => {
    const { adapter } = adapterWith('a')
    await expect(adapter.switchNetwork({ network })).rejects.toBeInstanceOf(NetworkClientNotSetError)
    await expect(adapter.request?.({ method: 'polkadot_signMessage' })).rejects.toBeInstanceOf(
      ConnectionClientNotSetError,
    )
  })

  it("passes on only the active connector's wallet events, and forgets it when its wallet disconnects", async () => {
    const { adapter, events, portOf } = adapterWith('a', 'b')
    await adapter.connect({
      connector: { id: 'a', name: 'A', type: 'ANNOUNCED', chain: 'polkadot' },
      network,
    })
    portOf('b').emitter.emit('chainChanged', { chainId: 'other' })
    portOf('a').emitter.emit('chainChanged', { chainId: 'westend' })
    portOf('a').emitter.emit('disconnect', { connectorId: 'a' })
    portOf('a').emitter.emit('accountsChanged', { accounts: ['late'] })
    expect(events).toEqual([
      ['chainChanged', { chainId: 'westend' }],
      ['disconnect', { connectorId: 'a' }],
    ])
    expect(adapter.getProvider?.()).toBeUndefined()
  })

  it('gives connectors what the kit attaches, and announces a connector added later', async () => {
    const { adapter, calls, events, portOf } = adapterWith('a')
    const pending = createPendingRequests()
    adapter.attach?.({ ...createStandaloneContext(), pending, networks: [network] })
    expect(portOf('a').networks).toEqual([network])
    await adapter.connect({
      connector: { id: 'a', name: 'A', type: 'ANNOUNCED', chain: 'polkadot' },
      network,
    })
    void adapter.request?.({ method: 'polkadot_signMessage' })
    expect(pending.list().map((request) => request.method)).toEqual(['polkadot_signMessage'])

    adapter.addConnector(recordingConnector('c', calls))
    expect(events.at(-1)).toEqual(['connectorsChanged', { connectors: adapter.connectors() }])
    expect(adapter.connectors().map(({ id }) => id)).toEqual(['a', 'c'])
  })

  it('hands the kit EVM addresses checksummed, whatever case the wallet answered in (connect, reconnect, accountsChanged)', async () => {
    const lower = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const { adapter, events, portOf } = namespaceAdapterWith('eip155', ['a'], lower)
    const connector = { id: 'a', name: 'A', type: 'ANNOUNCED', chain: 'eip155' } as const
    expect(await adapter.connect({ connector, network })).toEqual({
      address: checksummed,
      chainId: 'westend',
      accounts: [checksummed],
    })
    expect(await adapter.reconnect?.({ connector, network })).toEqual({
      address: checksummed,
      chainId: 'westend',
    })
    portOf('a').emitter.emit('accountsChanged', {
      accounts: [lower, lower.toUpperCase().replace('0X', '0x')],
    })
    await expect
      .poll(() => events.filter(([name]) => name === 'accountsChanged'))
      .toEqual([['accountsChanged', { accounts: [checksummed, checksummed] }]])
  })

  it("keeps other namespaces' addresses as the wallet gave them", async () => {
    const { adapter } = namespaceAdapterWith('solana', ['a'], '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
    const connector = { id: 'a', name: 'A', type: 'ANNOUNCED', chain: 'solana' } as const
    expect((await adapter.connect({ connector, network })).address).toBe(
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    )
  })
})
