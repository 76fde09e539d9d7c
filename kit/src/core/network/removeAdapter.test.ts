import { describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import { createFakeAdapter } from '../../test/createFakeAdapter.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { getActiveCaipNetwork } from './getActiveCaipNetwork.js'
import { removeAdapter } from './removeAdapter.js'
import { setActiveCaipNetwork } from './setActiveCaipNetwork.js'

const adapters = () => [createFakeAdapter('eip155'), createFakeAdapter('solana')]
const connectors: Connector[] = [
  { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
  { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
]

describe('removeAdapter', () => {
  it("switches from the removed active adapter to another adapter's first network", () => {
    const kit = createTestKit({}, { adapters: adapters() })
    expect(removeAdapter(kit, 'eip155')).toBe(true)
    const state = kit.store.getState()
    expect(state.activeNamespace).toBe('solana')
    expect(getActiveCaipNetwork(state)).toEqual(testNetworks.solana)
  })

  it('removes the adapter, its namespace, networks, account, connection entries and connectors', () => {
    const kit = createTestKit({}, { adapters: adapters() })
    kit.store.setState((state) => ({
      connectors: { connectors },
      connection: {
        ...state.connection,
        status: { solana: 'disconnected' },
        connectorId: { solana: 'phantom' },
      },
    }))
    removeAdapter(kit, 'solana')
    const state = kit.store.getState()
    expect(kit.adapters.has('solana')).toBe(false)
    expect(state.namespaces).toEqual(['eip155'])
    expect(state.networks.solana).toBeUndefined()
    expect(state.accounts.solana).toBeUndefined()
    expect(state.connection.status).toEqual({})
    expect(state.connection.connectorId).toEqual({})
    expect(state.connectors.connectors.map((connector) => connector.id)).toEqual(['injected'])
    expect(getActiveCaipNetwork(state)).toEqual(testNetworks.mainnet)
  })

  it('prefers a namespace that still has an adapter', () => {
    const kit = createTestKit(
      {
        networks: [
          testNetworks.mainnet,
          testNetworks.solana,
          {
            ...testNetworks.mainnet,
            id: '000000000019d6689c085ae165831e93',
            caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
            chainNamespace: 'bip122',
            name: 'Bitcoin',
          },
        ],
      },
      { adapters: [createFakeAdapter('eip155'), createFakeAdapter('bip122')] },
    )
    removeAdapter(kit, 'eip155')
    expect(kit.store.getState().activeNamespace).toBe('bip122')
  })

  it("falls back to another namespace's first network when no other adapter is registered", () => {
    const kit = createTestKit({}, { adapters: [createFakeAdapter('eip155')] })
    setActiveCaipNetwork(kit, testNetworks.base)
    removeAdapter(kit, 'eip155')
    expect(getActiveCaipNetwork(kit.store.getState())).toEqual(testNetworks.solana)
  })

  it('keeps the active namespace when it is the only one', () => {
    const kit = createTestKit(
      { networks: [testNetworks.mainnet] },
      { adapters: [createFakeAdapter('eip155')] },
    )
    removeAdapter(kit, 'eip155')
    expect(kit.store.getState().namespaces).toEqual([])
    expect(kit.adapters.size).toBe(0)
  })

  it('keeps a namespace whose account is connected', () => {
    const kit = createTestKit({}, { adapters: adapters() })
    setCaipAddress(kit, 'eip155', 'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7')
    expect(removeAdapter(kit, 'eip155')).toBe(false)
    expect(kit.adapters.has('eip155')).toBe(true)
    expect(kit.store.getState().activeNamespace).toBe('eip155')
  })
})
