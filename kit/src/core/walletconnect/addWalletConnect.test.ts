import { afterEach, describe, expect, it, vi } from 'vitest'
import { WalletConnectConnectorNotFoundError } from '../../errors/WalletConnectConnectorNotFoundError.js'
import { createFakeUniversalProvider } from '../../test/createFakeUniversalProvider.js'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { createKitStorage } from '../../utils/createKitStorage.js'
import { connectExternal } from '../connection/connectExternal.js'
import { disconnect } from '../connection/disconnect.js'
import { reconnect } from '../connection/reconnect.js'
import { registerAdapter } from '../connection/registerAdapter.js'
import { addWalletConnect } from './addWalletConnect.js'
import { getWalletConnectConnector } from './getWalletConnectConnector.js'

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

afterEach(() => vi.useRealTimers())

function setup(
  options: Parameters<typeof createTestKit>[0] = {},
  storage = createKitStorage({ storage: undefined, prefix: `wc-${Math.random()}/` }),
) {
  const fake = createFakeUniversalProvider()
  const kit = createTestKit(
    { projectId: 'p1', services: { relayUrl: 'ws://127.0.0.1:9' }, ...options },
    { storage },
  )
  const connection = addWalletConnect(kit, { loadProvider: fake.loadProvider })
  for (const adapter of kit.adapters.values()) registerAdapter(kit, adapter)
  return { kit, fake, connection }
}

const until = async (check: () => boolean) => {
  await vi.waitFor(() => {
    if (!check()) throw new Error('not yet')
  })
}

describe('addWalletConnect', () => {
  it('offers a WalletConnect connector in every namespace of the configured networks', () => {
    const { kit } = setup()
    expect([...kit.adapters.keys()]).toEqual(['eip155', 'solana'])
    const state = kit.store.getState()
    expect(
      state.connectors.connectors.filter((c) => c.type === 'WALLET_CONNECT').map((c) => c.chain),
    ).toEqual(['eip155', 'solana'])
    expect(getWalletConnectConnector(state).chain).toBe('eip155')
  })

  it('throws "WalletConnectConnector not found" for a kit without it', () => {
    const kit = createTestKit()
    expect(() => getWalletConnectConnector(kit.store.getState())).toThrow(WalletConnectConnectorNotFoundError)
    expect(() => getWalletConnectConnector(kit.store.getState())).toThrow('WalletConnectConnector not found')
  })

  it('creates the provider on first use with the relay, telemetry off, no pings, and every network', async () => {
    const { kit, fake } = setup()
    expect(fake.inits).toHaveLength(0)
    const connector = getWalletConnectConnector(kit.store.getState())
    void connectExternal(kit, { connector })
    await until(() => fake.proposals.length === 1)
    expect(fake.inits[0]).toMatchObject({
      projectId: 'p1',
      relayUrl: 'ws://127.0.0.1:9',
      telemetryEnabled: false,
      disableProviderPing: true,
    })
    expect(fake.proposals[0]?.namespaces).toMatchObject({
      eip155: { chains: ['eip155:1', 'eip155:8453'] },
      solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
    })
  })

  it('turns telemetry on only with analytics', async () => {
    const { kit, fake } = setup({ features: { analytics: true } })
    void connectExternal(kit, { connector: getWalletConnectConnector(kit.store.getState()) })
    await until(() => fake.inits.length === 1)
    expect(fake.inits[0]?.telemetryEnabled).toBe(true)
  })

  it('connects the account the wallet approved and sends requests through the session', async () => {
    const { kit, fake } = setup()
    const connector = getWalletConnectConnector(kit.store.getState())
    const connecting = connectExternal(kit, { connector })
    await until(() => kit.store.getState().walletConnect.uri !== undefined)
    expect(kit.store.getState().walletConnect.uri).toBe(fake.proposals[0]?.uri)
    fake.proposals[0]?.approve([`eip155:8453:${ADDRESS}`, `eip155:1:${ADDRESS}`])
    expect(await connecting).toMatchObject({ status: 'connected', caipAddress: `eip155:1:${ADDRESS}` })
    expect(kit.store.getState().walletConnect.uri).toBeUndefined()
    expect(kit.store.getState().connection.connectorId.eip155).toBe('walletConnect')

    fake.answerWith(() => '0xsigned')
    const provider = kit.adapters.get('eip155')?.getProvider?.() as { request(a: unknown): Promise<unknown> }
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] }),
    ).resolves.toBe('0xsigned')
    expect(fake.requests.at(-1)).toMatchObject({ method: 'personal_sign', chain: 'eip155:1' })
  })

  it('connects a wallet whose session metadata has no icons', async () => {
    const { kit, fake } = setup()
    const connecting = connectExternal(kit, { connector: getWalletConnectConnector(kit.store.getState()) })
    await until(() => fake.proposals.length === 1)
    fake.proposals[0]?.approve([`eip155:1:${ADDRESS}`], {
      name: 'Iconless Wallet',
      description: '',
      url: 'https://x.test',
    })
    const settled = await Promise.race([
      connecting,
      new Promise((resolve) => setTimeout(resolve, 2000, 'unsettled')),
    ])
    expect(settled).toMatchObject({ status: 'connected', caipAddress: `eip155:1:${ADDRESS}` })
    expect(kit.store.getState().walletConnect.peer).toEqual({ name: 'Iconless Wallet', icon: undefined })
  })

  it('reads a rejected session as declined', async () => {
    const { kit, fake } = setup()
    const connecting = connectExternal(kit, {
      connector: getWalletConnectConnector(kit.store.getState()),
    })
    await until(() => fake.proposals.length === 1)
    fake.proposals[0]?.reject({ code: 5000, message: 'User rejected.' })
    expect(await connecting).toMatchObject({ status: 'declined' })
    expect(kit.store.getState().connection.status.eip155).toBe('disconnected')
  })

  it('replaces a pairing 10 s before its 4 minutes run out, and the new one connects', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { kit, fake } = setup()
    const connecting = connectExternal(kit, {
      connector: getWalletConnectConnector(kit.store.getState()),
    })
    await vi.advanceTimersByTimeAsync(0)
    const first = kit.store.getState().walletConnect.uri
    expect(first).toBeDefined()
    await vi.advanceTimersByTimeAsync(4 * 60_000 - 10_001)
    expect(fake.proposals).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fake.proposals).toHaveLength(2)
    expect(kit.store.getState().walletConnect.uri).not.toBe(first)
    // The old pairing's late answer is ignored; the new one's counts.
    fake.proposals[0]?.reject({ code: 5000, message: 'expired' })
    fake.proposals[1]?.approve([`eip155:1:${ADDRESS}`])
    expect(await connecting).toMatchObject({ status: 'connected' })
  })

  it('restores the session after a reload and disconnects it in the wallet', async () => {
    const storage = createKitStorage({ storage: undefined, prefix: `wc-reload/` })
    const first = setup({}, storage)
    const connecting = connectExternal(first.kit, {
      connector: getWalletConnectConnector(first.kit.store.getState()),
    })
    await until(() => first.fake.proposals.length === 1)
    first.fake.proposals[0]?.approve([`eip155:1:${ADDRESS}`])
    await connecting

    // A reload: a new kit on the same storage, and a provider that restored the session from its own storage.
    const second = setup({}, storage)
    second.fake.provider.session = first.fake.provider.session
    expect(await reconnect(second.kit)).toEqual(['eip155'])
    expect(second.kit.store.getState().accounts.eip155?.address).toBe(ADDRESS)

    await disconnect(second.kit)
    expect(second.fake.state.disconnects).toBe(1)
    expect(second.kit.store.getState().accounts.eip155?.caipAddress).toBeUndefined()
  })

  it('ends the connection when the wallet deletes the session', async () => {
    const { kit, fake } = setup()
    const connecting = connectExternal(kit, {
      connector: getWalletConnectConnector(kit.store.getState()),
    })
    await until(() => fake.proposals.length === 1)
    fake.proposals[0]?.approve([`eip155:1:${ADDRESS}`])
    await connecting
    fake.emit('session_delete', { topic: 'x' })
    expect(kit.store.getState().connection.status.eip155).toBe('disconnected')
  })

  it('connects every namespace the session grants, and disconnecting one ends them all (spec 4)', async () => {
    const { kit, fake } = setup()
    const connecting = connectExternal(kit, {
      connector: getWalletConnectConnector(kit.store.getState()),
    })
    await until(() => fake.proposals.length === 1)
    const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    fake.proposals[0]?.approve([
      `eip155:1:${ADDRESS}`,
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solanaAddress}`,
    ])
    await connecting
    await until(() => kit.store.getState().connection.status.solana === 'connected')
    expect(kit.store.getState().accounts.solana?.address).toBe(solanaAddress)
    // The namespace the visitor connected in stays the active one; the others are filled beside it.
    expect(kit.store.getState().activeNamespace).toBe('eip155')
    expect(kit.store.getState().networks.eip155?.switching).toBeFalsy()

    await disconnect(kit, { namespace: 'eip155' })
    const state = kit.store.getState()
    expect(state.connection.status).toMatchObject({ eip155: 'disconnected', solana: 'disconnected' })
    expect(fake.state.disconnects).toBe(1)
  })

  it('switches within the session locally, and asks the wallet for a chain the session lacks', async () => {
    const { kit, fake } = setup()
    const connecting = connectExternal(kit, {
      connector: getWalletConnectConnector(kit.store.getState()),
    })
    await until(() => fake.proposals.length === 1)
    fake.proposals[0]?.approve([`eip155:1:${ADDRESS}`, `eip155:8453:${ADDRESS}`])
    await connecting
    const adapter = kit.adapters.get('eip155')
    const [mainnet, base] = kit.options.networks
    await adapter?.switchNetwork({ network: base as NonNullable<typeof base> })
    expect(fake.state.defaultChain).toBe('eip155:8453')
    expect(fake.requests.filter((request) => request.method === 'wallet_switchEthereumChain')).toEqual([])

    fake.proposals[0]?.approve([`eip155:8453:${ADDRESS}`])
    await adapter?.switchNetwork({ network: mainnet as NonNullable<typeof mainnet> })
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    })
    expect(fake.state.defaultChain).toBe('eip155:1')
  })

  it('joins the namespace adapter beside its browser wallets, which it keeps routing to', async () => {
    const fake = createFakeUniversalProvider()
    const kit = createTestKit()
    const browserWallet = {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED' as const,
      chain: 'eip155' as const,
    }
    const own = createTestAdapter('eip155', {
      connectors: [browserWallet],
      connect: { address: ADDRESS, chainId: 1 },
      switchNetwork: 'manual',
    })
    kit.adapters.set('eip155', own)
    addWalletConnect(kit, { loadProvider: fake.loadProvider })
    const adapter = kit.adapters.get('eip155')
    expect(adapter).toBe(own)
    expect(adapter?.connectors().map((connector) => connector.name)).toEqual(['MetaMask', 'WalletConnect'])
    await adapter?.connect({ connector: browserWallet, network: kit.options.networks[0] as never })
    void adapter?.switchNetwork({ network: kit.options.networks[1] as never })
    await adapter?.disconnect({ connector: browserWallet })
    expect(own.wallet.switches.map(({ network }) => network.caipNetworkId)).toEqual(['eip155:8453'])
    expect(own.wallet.disconnected).toEqual([expect.objectContaining({ id: 'io.metamask' })])
    expect(fake.inits).toHaveLength(0)
  })

  it('keeps the pairing of each kit in its own store (two kits on one page)', async () => {
    const first = setup()
    const second = setup()
    void connectExternal(first.kit, { connector: getWalletConnectConnector(first.kit.store.getState()) })
    await until(() => first.kit.store.getState().walletConnect.uri !== undefined)
    expect(first.kit.store.getState().walletConnect.uri).toBe(first.fake.proposals[0]?.uri)
    expect(second.kit.store.getState().walletConnect).toEqual({
      uri: undefined,
      expiry: undefined,
      peer: undefined,
    })
    expect(second.fake.inits).toHaveLength(0)
  })
})
