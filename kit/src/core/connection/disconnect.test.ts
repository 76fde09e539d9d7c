import { describe, expect, it } from 'vitest'
import type { Connector, ConnectorType } from '../../chains/ChainAdapter.js'
import { type Namespace, STORAGE_KEYS } from '../../config/index.js'
import { ChainAdapterNotFoundError } from '../../errors/ChainAdapterNotFoundError.js'
import { DisconnectChainError } from '../../errors/DisconnectChainError.js'
import { DisconnectChainsError } from '../../errors/DisconnectChainsError.js'
import { createFakeAdapter, type FakeAdapter } from '../../test/createFakeAdapter.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { createAccountState } from '../account/AccountState.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { recordEmailLoginSuccess } from '../auth/recordEmailLoginSuccess.js'
import type { WalletKitEvent } from '../events/WalletKitEvent.js'
import { setApprovedCaipNetworkIds } from '../network/setApprovedCaipNetworkIds.js'
import { disconnect } from './disconnect.js'
import { setConnectionStatus } from './setConnectionStatus.js'

const addresses: Record<string, string> = {
  eip155: 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  bip122: 'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
}
const bitcoin = {
  ...testNetworks.mainnet,
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122' as const,
  name: 'Bitcoin',
}

/** A kit with each namespace connected through a connector of the given type. */
function connectedKit(connections: Partial<Record<Namespace, ConnectorType>>, adapters: FakeAdapter[]) {
  const kit = createTestKit({ networks: [testNetworks.mainnet, testNetworks.solana, bitcoin] }, { adapters })
  const connectors: Connector[] = []
  const connectorId: Partial<Record<Namespace, string>> = {}
  for (const [namespace, type] of Object.entries(connections) as [Namespace, ConnectorType][]) {
    const id = `${type}-${namespace}`
    connectors.push({ id, name: id, type, chain: namespace })
    connectorId[namespace] = id
    setCaipAddress(kit, namespace, addresses[namespace])
    setConnectionStatus(kit, namespace, 'connected')
  }
  kit.store.setState((state) => ({
    connectors: { connectors },
    connection: { ...state.connection, connectorId },
  }))
  const events: WalletKitEvent[] = []
  kit.events.subscribe((event) => events.push(event))
  return { kit, events }
}

async function failureOf(promise: Promise<unknown>): Promise<DisconnectChainsError> {
  try {
    await promise
  } catch (error) {
    return error as DisconnectChainsError
  }
  throw new Error('expected disconnect to fail')
}

describe('disconnect', () => {
  it('disconnects every connected chain through its adapter, resets them and tracks DISCONNECT_SUCCESS', async () => {
    const evm = createFakeAdapter('eip155')
    const solana = createFakeAdapter('solana')
    const { kit, events } = connectedKit({ eip155: 'INJECTED', solana: 'ANNOUNCED' }, [evm, solana])
    await disconnect(kit)
    expect(evm.disconnected.map((connector) => connector?.id)).toEqual(['INJECTED-eip155'])
    expect(solana.disconnected.map((connector) => connector?.id)).toEqual(['ANNOUNCED-solana'])
    const state = kit.store.getState()
    expect(state.accounts.eip155).toEqual(createAccountState())
    expect(state.accounts.solana).toEqual(createAccountState())
    expect(state.connection.status).toEqual({ eip155: 'disconnected', solana: 'disconnected' })
    expect(state.connection.connectorId).toEqual({})
    expect(events).toMatchObject([
      { type: 'track', event: 'DISCONNECT_SUCCESS', properties: { namespace: 'all' } },
    ])
  })

  it('disconnects only the namespace asked for when its connector serves one chain', async () => {
    const evm = createFakeAdapter('eip155')
    const solana = createFakeAdapter('solana')
    const { kit, events } = connectedKit({ eip155: 'INJECTED', solana: 'ANNOUNCED' }, [evm, solana])
    await disconnect(kit, { namespace: 'solana' })
    expect(evm.disconnected).toEqual([])
    expect(solana.disconnected).toHaveLength(1)
    expect(kit.store.getState().accounts.eip155?.caipAddress).toBe(addresses.eip155)
    expect(kit.store.getState().accounts.solana?.caipAddress).toBeUndefined()
    expect(events).toMatchObject([{ event: 'DISCONNECT_SUCCESS', properties: { namespace: 'solana' } }])
  })

  it.each(['WALLET_CONNECT', 'AUTH'] as const)(
    'disconnects every chain connected through %s together',
    async (type) => {
      const adapters = [createFakeAdapter('eip155'), createFakeAdapter('solana'), createFakeAdapter('bip122')]
      const { kit } = connectedKit({ eip155: type, solana: type, bip122: 'INJECTED' }, adapters)
      await disconnect(kit, { namespace: 'eip155' })
      expect(adapters.map((adapter) => adapter.disconnected.length)).toEqual([1, 1, 0])
      const { accounts } = kit.store.getState()
      expect([accounts.eip155?.caipAddress, accounts.solana?.caipAddress]).toEqual([undefined, undefined])
      expect(accounts.bip122?.caipAddress).toBe(addresses.bip122)
    },
  )

  it('collects every failure, keeps disconnecting the other chains, and throws "Failed to disconnect chains"', async () => {
    const evm = createFakeAdapter('eip155', { failWith: new Error('wallet locked') })
    const solana = createFakeAdapter('solana')
    const bitcoinAdapter = createFakeAdapter('bip122', { failWith: 'relay gone' })
    const { kit, events } = connectedKit({ eip155: 'INJECTED', solana: 'ANNOUNCED', bip122: 'INJECTED' }, [
      evm,
      solana,
      bitcoinAdapter,
    ])
    const error = await failureOf(disconnect(kit))
    expect(error).toBeInstanceOf(DisconnectChainsError)
    expect(error.message).toBe('Failed to disconnect chains')
    expect(error.cause).toBeInstanceOf(AggregateError)
    const failures = (error.cause as AggregateError).errors as DisconnectChainError[]
    expect(failures.map((failure) => failure.message)).toEqual([
      'Failed to disconnect chain eip155: wallet locked',
      'Failed to disconnect chain bip122: relay gone',
    ])
    expect(failures.every((failure) => failure instanceof DisconnectChainError)).toBe(true)
    expect(solana.disconnected).toHaveLength(1)
    const { accounts } = kit.store.getState()
    expect(accounts.solana?.caipAddress).toBeUndefined()
    expect(accounts.eip155?.caipAddress).toBe(addresses.eip155)
    expect(events).toMatchObject([
      {
        type: 'track',
        event: 'DISCONNECT_ERROR',
        properties: {
          message:
            'Failed to disconnect chain eip155: wallet locked, Failed to disconnect chain bip122: relay gone',
        },
      },
    ])
    expect(kit.logger.records().map((record) => record.message)).toEqual([
      'Failed to disconnect chain eip155: wallet locked',
      'Failed to disconnect chain bip122: relay gone',
    ])
  })

  it('reports a chain without an adapter as "Chain adapter not found"', async () => {
    const { kit } = connectedKit({ eip155: 'INJECTED' }, [])
    const error = await failureOf(disconnect(kit))
    const [failure] = (error.cause as AggregateError).errors as DisconnectChainError[]
    expect(failure?.message).toBe('Failed to disconnect chain eip155: Chain adapter not found')
    expect(failure?.cause).toBeInstanceOf(ChainAdapterNotFoundError)
  })

  it('names a failure without a message "Unknown error"', async () => {
    const { kit } = connectedKit({ eip155: 'INJECTED' }, [
      createFakeAdapter('eip155', { failWith: { code: 1 } }),
    ])
    const error = await failureOf(disconnect(kit))
    expect(((error.cause as AggregateError).errors[0] as Error).message).toBe(
      'Failed to disconnect chain eip155: Unknown error',
    )
  })

  it('succeeds without calling any adapter when nothing is connected', async () => {
    const evm = createFakeAdapter('eip155')
    const { kit, events } = connectedKit({}, [evm])
    await disconnect(kit)
    await disconnect(kit, { namespace: 'eip155' })
    expect(evm.disconnected).toEqual([])
    expect(events.map((event) => event.event)).toEqual(['DISCONNECT_SUCCESS', 'DISCONNECT_SUCCESS'])
  })

  it('counts a chain with a connected status but no address yet as connected', async () => {
    const evm = createFakeAdapter('eip155')
    const kit = createTestKit({}, { adapters: [evm] })
    setConnectionStatus(kit, 'eip155', 'connected')
    await disconnect(kit)
    expect(evm.disconnected).toEqual([undefined])
  })

  it('clears the approved networks and, for the active namespace, the transactions', async () => {
    const { kit } = connectedKit({ eip155: 'INJECTED' }, [createFakeAdapter('eip155')])
    setApprovedCaipNetworkIds(kit, 'eip155', ['eip155:1'])
    kit.store.setState((state) => ({ transactions: { ...state.transactions, next: 'cursor', empty: true } }))
    await disconnect(kit)
    const state = kit.store.getState()
    expect(state.networks.eip155?.approvedCaipNetworkIds).toEqual([])
    expect(state.transactions).toMatchObject({ next: undefined, empty: false })
  })

  it('clears the auth cache on a full disconnect', async () => {
    const { kit } = connectedKit({ eip155: 'INJECTED' }, [createFakeAdapter('eip155')])
    recordEmailLoginSuccess(kit, 'alice@example.com')
    await disconnect(kit)
    expect(kit.storage.get(STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
    expect(kit.storage.get(STORAGE_KEYS.email)).toBeUndefined()
  })

  it('clears the auth cache when an auth chain disconnects, and keeps it for another chain', async () => {
    const adapters = [createFakeAdapter('eip155'), createFakeAdapter('solana')]
    const { kit } = connectedKit({ eip155: 'AUTH', solana: 'ANNOUNCED' }, adapters)
    recordEmailLoginSuccess(kit, 'alice@example.com')
    await disconnect(kit, { namespace: 'solana' })
    expect(kit.storage.get(STORAGE_KEYS.email)).toBe('alice@example.com')
    await disconnect(kit, { namespace: 'eip155' })
    expect(kit.storage.get(STORAGE_KEYS.email)).toBeUndefined()
  })
})
