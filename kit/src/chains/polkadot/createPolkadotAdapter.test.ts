import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import {
  createFakePolkadotExtension,
  polkadotAlice,
  polkadotBob,
} from '../../test/createFakePolkadotExtension.js'
import { stubBrowserWindow } from '../../test/solanaTestWorld.js'
import {
  connectedPolkadotAdapter,
  polkadotMainnet,
  polkadotWestend,
  startPolkadotAdapter,
} from '../../test/startPolkadotAdapter.js'
import type { Connector } from '../ChainAdapter.js'
import { createPolkadotAdapter } from './createPolkadotAdapter.js'

// The stubbed window goes before the shared setup's clean-up, which takes any window for jsdom's.
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const firstConnector = (adapter: { connectors(): readonly Connector[] }) => {
  const [connector] = adapter.connectors()
  if (!connector) throw new Error('No extension was discovered')
  return connector
}

describe('createPolkadotAdapter discovery', () => {
  it('lists each injectedWeb3 extension, named as the extension is known', () => {
    const { adapter } = startPolkadotAdapter({
      'polkadot-js': createFakePolkadotExtension().wallet,
      talisman: createFakePolkadotExtension().wallet,
      'subwallet-js': createFakePolkadotExtension().wallet,
      'my-wallet': createFakePolkadotExtension().wallet,
      broken: { version: '1' },
    })
    expect(
      adapter
        .connectors()
        .map(({ id, name, type, chain, installed }) => ({ id, name, type, chain, installed })),
    ).toEqual([
      { id: 'polkadot-js', name: 'Polkadot{.js}', type: 'INJECTED', chain: 'polkadot', installed: true },
      { id: 'talisman', name: 'Talisman', type: 'INJECTED', chain: 'polkadot', installed: true },
      { id: 'subwallet-js', name: 'SubWallet', type: 'INJECTED', chain: 'polkadot', installed: true },
      { id: 'my-wallet', name: 'my-wallet', type: 'INJECTED', chain: 'polkadot', installed: true },
    ])
  })

  it('names an extension as the host says', () => {
    stubBrowserWindow({ injectedWeb3: { 'my-wallet': createFakePolkadotExtension().wallet } })
    const adapter = createPolkadotAdapter({ names: { 'my-wallet': 'My Wallet' } })
    onTestFinished(() => adapter.destroy?.())
    expect(adapter.connectors().map((connector) => connector.name)).toEqual(['My Wallet'])
  })

  it('finds an extension that injects after the page loaded, and announces it', async () => {
    vi.useFakeTimers()
    const injectedWeb3: Record<string, unknown> = {}
    const { adapter, events } = startPolkadotAdapter(injectedWeb3)
    expect(adapter.connectors()).toEqual([])
    injectedWeb3.talisman = createFakePolkadotExtension().wallet
    await vi.advanceTimersByTimeAsync(1000)
    expect(
      events.map(([name, payload]) => [
        name,
        (payload as { connectors: { id: string }[] }).connectors.map((c) => c.id),
      ]),
    ).toEqual([['connectorsChanged', ['talisman']]])
  })
})

describe('createPolkadotAdapter connect', () => {
  it("enables the extension with the app's name and gives the SS58 account on the network's genesis reference", async () => {
    const fake = createFakePolkadotExtension()
    const { adapter } = startPolkadotAdapter({ 'polkadot-js': fake.wallet })
    const result = await adapter.connect({ connector: firstConnector(adapter), network: polkadotMainnet })
    expect(fake.wallet.enable).toHaveBeenCalledWith('Test dapp')
    expect(result).toEqual({
      address: polkadotAlice,
      chainId: '91b171bb158e2d3848fa23a9f1c25182',
      accounts: [polkadotAlice, polkadotBob],
    })
    expect(`${polkadotMainnet.caipNetworkId}:${result.address}`).toBe(
      `polkadot:91b171bb158e2d3848fa23a9f1c25182:${polkadotAlice}`,
    )
    expect(adapter.getProvider()?.signer.signRaw).toBeTypeOf('function')
  })

  it('leaves out accounts restricted to another chain and ethereum-type accounts', async () => {
    const fake = createFakePolkadotExtension()
    fake.setAccounts([
      {
        address: polkadotAlice,
        genesisHash: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
      },
      {
        address: polkadotBob,
        genesisHash: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
      },
      { address: '0x0000000000000000000000000000000000000001', type: 'ethereum' },
    ])
    const { adapter } = startPolkadotAdapter({ 'polkadot-js': fake.wallet })
    const result = await adapter.connect({ connector: firstConnector(adapter), network: polkadotMainnet })
    expect(result.accounts).toEqual([polkadotBob])
  })

  it('throws UserRejectedRequestError when the visitor declines ("Rejected by user")', async () => {
    const fake = createFakePolkadotExtension()
    fake.setMode('reject')
    const { adapter } = startPolkadotAdapter({ talisman: fake.wallet })
    const connecting = adapter.connect({ connector: firstConnector(adapter), network: polkadotMainnet })
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('fails clearly when the extension shares no account', async () => {
    const fake = createFakePolkadotExtension()
    fake.setAccounts([])
    const { adapter } = startPolkadotAdapter({ talisman: fake.wallet })
    await expect(
      adapter.connect({ connector: firstConnector(adapter), network: polkadotMainnet }),
    ).rejects.toMatchObject({ details: 'Talisman shared no Polkadot account' })
  })

  it('disconnects: stops following the accounts and refuses requests', async () => {
    const { fake, adapter } = await connectedPolkadotAdapter()
    expect(fake.listenerCount()).toBe(1)
    await adapter.disconnect({})
    expect(fake.listenerCount()).toBe(0)
    expect(adapter.getProvider()).toBeUndefined()
    await expect(adapter.request?.({ method: 'polkadot_signMessage', params: {} })).rejects.toThrow(
      'ConnectionController client not set',
    )
  })
})

describe('createPolkadotAdapter wallet events', () => {
  it('passes on an account change, and a disconnect when the extension shares none', async () => {
    const { fake, adapter, events } = await connectedPolkadotAdapter()
    fake.setAccounts([{ address: polkadotBob }])
    fake.setAccounts([{ address: polkadotBob }])
    fake.setAccounts([])
    expect(events).toEqual([
      ['accountsChanged', { accounts: [polkadotBob] }],
      ['disconnect', { connectorId: 'polkadot-js' }],
    ])
    expect(adapter.getProvider()).toBeUndefined()
  })
})

describe('createPolkadotAdapter switchNetwork and balance', () => {
  it('moves to another configured Polkadot network without asking the extension', async () => {
    const { fake, adapter } = await connectedPolkadotAdapter()
    await adapter.switchNetwork({ network: polkadotWestend })
    expect(fake.calls).toEqual([])
    const evm = { ...polkadotWestend, id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155' as const }
    await expect(adapter.switchNetwork({ network: evm })).rejects.toThrow('Network Not Found')
  })

  it('reads no balance from the wallet (the kit asks the blockchain API)', async () => {
    const { adapter } = await connectedPolkadotAdapter()
    await expect(
      adapter.getBalance?.({ address: polkadotAlice, network: polkadotMainnet }),
    ).rejects.toMatchObject({
      details: 'No balance reader for polkadot',
    })
  })
})

describe('createPolkadotAdapter with WalletConnect', () => {
  it('takes a WalletConnect connector beside the extensions and routes requests to it once it connected', async () => {
    const fake = createFakePolkadotExtension()
    const { adapter } = startPolkadotAdapter({ 'polkadot-js': fake.wallet })
    const asked: unknown[] = []
    // What addWalletConnect adds: a connector over a session that granted polkadot.
    const walletConnect = adapter.addConnector((port) => ({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: port.namespace,
      connect: async () => ({ address: polkadotBob, chainId: polkadotMainnet.id }),
      disconnect: async () => undefined,
      switchNetwork: async () => undefined,
      request: async (request) => {
        asked.push(request)
        return { signature: '0xfeed' }
      },
      getProvider: () => undefined,
    }))
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(['polkadot-js', 'walletConnect'])
    await adapter.connect({ connector: walletConnect, network: polkadotMainnet })
    const request = { method: 'polkadot_signMessage', params: { address: polkadotBob, message: 'hi' } }
    expect(await adapter.request?.(request)).toEqual({ signature: '0xfeed' })
    expect(asked).toEqual([request])
    expect(fake.calls).toEqual([])
  })
})
