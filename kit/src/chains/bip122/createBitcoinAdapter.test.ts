import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { InvalidRpcRequestError } from '../../errors/InvalidRpcRequestError.js'
import { RpcMethodNotAllowedError } from '../../errors/RpcMethodNotAllowedError.js'
import { UserRejectedRequestError } from '../../errors/UserRejectedRequestError.js'
import {
  bitcoinOrdinals,
  bitcoinPayment,
  bitcoinTestnet,
  createFakeBitcoinWallet,
} from '../../test/createFakeBitcoinWallet.js'
import { stubBrowserWindow } from '../../test/solanaTestWorld.js'
import type { ChainAdapterEventMap, Connector } from '../ChainAdapter.js'
import { createStandaloneContext } from '../port/createStandaloneContext.js'
import type { RpcSettings } from '../port/RpcSettings.js'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Starts the adapter as the kit attaches it: testnet, the given preferred account type, the given API. */
function startBitcoinAdapter({ accountType, rpc }: { accountType?: string; rpc?: RpcSettings } = {}) {
  if (typeof window === 'undefined') stubBrowserWindow()
  const adapter = createBitcoinAdapter()
  adapter.attach?.({
    ...createStandaloneContext(),
    networks: [bitcoinTestnet],
    rpc,
    preferredAccountType: () => accountType,
  })
  onTestFinished(() => adapter.destroy?.())
  const events: [keyof ChainAdapterEventMap, unknown][] = []
  adapter.on?.('disconnect', (payload) => events.push(['disconnect', payload]))
  return { adapter, events }
}

const connectorOf = (connectors: readonly Connector[]) => {
  const found = connectors.find((connector) => connector.id === 'sandbox-bitcoin')
  if (!found) throw new Error('The fake wallet was not discovered')
  return found
}

async function connected(accountType?: string) {
  const fake = createFakeBitcoinWallet()
  fake.register()
  const { adapter, events } = startBitcoinAdapter(accountType ? { accountType } : {})
  const result = await adapter.connect({
    connector: connectorOf(adapter.connectors()),
    network: bitcoinTestnet,
  })
  return { fake, adapter, events, result }
}

describe('createBitcoinAdapter', () => {
  it('lists a Wallet Standard wallet with bitcoin:connect as a bip122 connector, and ignores others', () => {
    const { adapter } = startBitcoinAdapter()
    createFakeBitcoinWallet().register()
    expect(adapter.connectors()).toEqual([
      expect.objectContaining({
        id: 'sandbox-bitcoin',
        name: 'Sandbox Bitcoin',
        chain: 'bip122',
        installed: true,
      }),
    ])
  })

  it('connects for the payment purpose by default: the payment address is active', async () => {
    const { fake, result, adapter } = await connected()
    expect(fake.calls[0]).toEqual(['bitcoin:connect', { purposes: ['payment', 'ordinals'] }])
    expect(result).toEqual({
      address: bitcoinPayment,
      chainId: bitcoinTestnet.id,
      accounts: [bitcoinPayment, bitcoinOrdinals],
    })
    expect(adapter.getProvider()?.name).toBe('Sandbox Bitcoin')
  })

  it('connects for the ordinals purpose when the kit prefers the ordinal account type', async () => {
    const { fake, result } = await connected('ordinal')
    expect(fake.calls[0]).toEqual(['bitcoin:connect', { purposes: ['ordinals', 'payment'] }])
    expect(result.address).toBe(bitcoinOrdinals)
  })

  it('turns a refusal into UserRejectedRequestError, on connect and on a request', async () => {
    const fake = createFakeBitcoinWallet()
    fake.register()
    fake.setMode('reject')
    const { adapter } = startBitcoinAdapter()
    const connector = connectorOf(adapter.connectors())
    await expect(adapter.connect({ connector, network: bitcoinTestnet })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    fake.setMode('approve')
    await adapter.connect({ connector, network: bitcoinTestnet })
    fake.setMode('reject')
    await expect(
      adapter.request({ method: 'signMessage', params: { message: 'hi' } }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('routes signMessage to bitcoin:signMessage from the active address, ECDSA unless BIP-322 is asked', async () => {
    const { fake, adapter } = await connected()
    expect(await adapter.request({ method: 'signMessage', params: { message: 'Hello' } })).toEqual({
      signature: 'c2lnbmF0dXJl',
      messageHash: 'ab',
      address: bitcoinPayment,
    })
    await adapter.request({
      method: 'signMessage',
      params: { message: 'Hi', address: bitcoinOrdinals, protocol: 'bip322' },
    })
    expect(fake.calls.slice(1)).toEqual([
      ['bitcoin:signMessage', { address: bitcoinPayment, message: 'Hello', protocol: 'ECDSA' }],
      ['bitcoin:signMessage', { address: bitcoinOrdinals, message: 'Hi', protocol: 'BIP322' }],
    ])
    await expect(
      adapter.request({ method: 'signMessage', params: { message: 'x', address: 'tb1qsomeoneelse' } }),
    ).rejects.toBeInstanceOf(InvalidRpcRequestError)
  })

  it("routes sendTransfer (WalletConnect's recipientAddress and amount in sats) to bitcoin:sendTransfer", async () => {
    const { fake, adapter } = await connected()
    const answer = await adapter.request({
      method: 'sendTransfer',
      params: { account: bitcoinPayment, recipientAddress: bitcoinOrdinals, amount: '1500' },
    })
    expect(answer).toEqual({ txid: 'f'.repeat(64) })
    expect(fake.calls.at(-1)).toEqual([
      'bitcoin:sendTransfer',
      { recipients: [{ address: bitcoinOrdinals, amount: 1500 }] },
    ])
    await expect(
      adapter.request({
        method: 'sendTransfer',
        params: { recipientAddress: bitcoinOrdinals, amount: '-1' },
      }),
    ).rejects.toBeInstanceOf(InvalidRpcRequestError)
  })

  it('routes signPsbt with its inputs grouped by address, and answers getAccountAddresses itself', async () => {
    const { fake, adapter } = await connected()
    const signed = await adapter.request({
      method: 'signPsbt',
      params: {
        psbt: 'cHNidP8=',
        signInputs: [
          { address: bitcoinPayment, index: 0 },
          { address: bitcoinPayment, index: 2 },
        ],
        broadcast: false,
      },
    })
    expect(signed).toEqual({ psbt: 'cHNidP8=signed' })
    expect(fake.calls.at(-1)).toEqual([
      'bitcoin:signPsbt',
      { psbt: 'cHNidP8=', signInputs: { [bitcoinPayment]: [0, 2] }, broadcast: false },
    ])
    expect(
      await adapter.request({ method: 'getAccountAddresses', params: { account: bitcoinPayment } }),
    ).toEqual([
      { address: bitcoinPayment, publicKey: '02aa', purpose: 'payment' },
      { address: bitcoinOrdinals, publicKey: 'bb', purpose: 'ordinals' },
    ])
    await expect(adapter.request({ method: 'eth_sendTransaction', params: [] })).rejects.toBeInstanceOf(
      RpcMethodNotAllowedError,
    )
  })

  it('passes signPsbt in sats-connect’s spelling through as is, and no broadcast flag unless asked', async () => {
    const { fake, adapter } = await connected()
    await adapter.request({
      method: 'signPsbt',
      params: { psbt: 'cHNidP8=', signInputs: { [bitcoinOrdinals]: [1] } },
    })
    expect(fake.calls.at(-1)).toEqual([
      'bitcoin:signPsbt',
      { psbt: 'cHNidP8=', signInputs: { [bitcoinOrdinals]: [1] } },
    ])
    await expect(
      adapter.request({ method: 'signPsbt', params: { psbt: '', signInputs: [] } }),
    ).rejects.toBeInstanceOf(InvalidRpcRequestError)
  })

  it('ends the connection when the wallet shares no account any more', async () => {
    const { fake, adapter, events } = await connected()
    fake.disconnectFromWallet()
    expect(events).toEqual([['disconnect', { connectorId: 'sandbox-bitcoin' }]])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it("reads the balance through the blockchain API's balance call for the CAIP-10 account", async () => {
    const fetch = vi.fn(async (_url: string | URL | Request) =>
      Response.json({
        balances: [
          {
            name: 'Bitcoin',
            symbol: 'BTC',
            chainId: bitcoinTestnet.caipNetworkId,
            address: null,
            value: 0,
            price: 0,
            quantity: { decimals: '8', numeric: '0.5' },
            iconUrl: '',
          },
        ],
      }),
    )
    const { adapter } = startBitcoinAdapter({
      rpc: { blockchainApiUrl: 'https://api.test', projectId: 'p1', fetch: fetch as typeof globalThis.fetch },
    })
    const balance = await adapter.getBalance({ address: bitcoinPayment, network: bitcoinTestnet })
    expect(balance).toEqual({ balance: '0.5', symbol: 'BTC' })
    const url = new URL(String(fetch.mock.calls[0]?.[0]))
    expect(decodeURIComponent(url.pathname)).toBe(
      `/v1/account/${bitcoinTestnet.caipNetworkId}:${bitcoinPayment}/balance`,
    )
    expect(url.searchParams.get('chainId')).toBe(bitcoinTestnet.caipNetworkId)
    expect(url.searchParams.get('projectId')).toBe('p1')
  })

  describe('reconnect after a reload', () => {
    /** The same registered wallet, a fresh adapter: what a reloaded page has. */
    const reloaded = (accountType?: string) => {
      const { adapter } = startBitcoinAdapter(accountType ? { accountType } : {})
      return { adapter, connector: connectorOf(adapter.connectors()) }
    }

    it('restores the addresses the wallet still grants, silently, the preferred purpose active', async () => {
      const { fake } = await connected('ordinal')
      fake.calls.splice(0)
      const { adapter, connector } = reloaded('ordinal')
      const result = await adapter.reconnect?.({ connector, network: bitcoinTestnet })
      expect(fake.calls).toEqual([['standard:connect', { silent: true }]])
      expect(result).toEqual({
        address: bitcoinOrdinals,
        chainId: bitcoinTestnet.id,
        accounts: [bitcoinOrdinals, bitcoinPayment],
      })
      expect(adapter.getProvider()?.name).toBe('Sandbox Bitcoin')
      expect(await adapter.request({ method: 'signMessage', params: { message: 'Hi' } })).toMatchObject({
        address: bitcoinOrdinals,
      })
    })

    it('restores the payment address first by default', async () => {
      await connected()
      const { adapter, connector } = reloaded()
      expect((await adapter.reconnect?.({ connector, network: bitcoinTestnet }))?.address).toBe(
        bitcoinPayment,
      )
    })

    it('restores nothing when the wallet grants no account (never connected, or disconnected)', async () => {
      const fake = createFakeBitcoinWallet()
      fake.register()
      const { adapter, connector } = reloaded()
      expect(await adapter.reconnect?.({ connector, network: bitcoinTestnet })).toBeUndefined()
      expect(adapter.getProvider()).toBeUndefined()
      await adapter.connect({ connector, network: bitcoinTestnet })
      await adapter.disconnect({ connector })
      const again = reloaded()
      expect(
        await again.adapter.reconnect?.({ connector: again.connector, network: bitcoinTestnet }),
      ).toBeUndefined()
    })

    it('restores nothing when the wallet refuses to answer silently', async () => {
      const { fake } = await connected()
      fake.setMode('reject')
      const { adapter, connector } = reloaded()
      expect(await adapter.reconnect?.({ connector, network: bitcoinTestnet })).toBeUndefined()
    })
  })
})
