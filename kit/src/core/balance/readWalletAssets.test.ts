import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainAdapterRequest } from '../../chains/ChainAdapter.js'
import { createRequestAdapter } from '../../test/createRequestAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { loadTokenBalances } from './loadTokenBalances.js'

const API = 'https://api.example'
const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const fromApi = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  address: null,
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
}
const metadata = (symbol: string, decimals: number, price: number) => ({
  name: symbol,
  symbol,
  decimals,
  price,
  iconUrl: `https://icons.example/${symbol}`,
})
const walletAssets = {
  '0x1': [
    { address: 'native', balance: '0x1bc16d674ec80000', type: 'NATIVE', metadata: metadata('ETH', 18, 2000) },
    { address: usdc, balance: '0x2faf080', type: 'ERC20', metadata: metadata('USDC', 6, 1) },
  ],
}
let balanceCalls = 0
const server = setupTestServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
  http.get(`${API}/v1/account/:address/balance`, () => {
    balanceCalls++
    return HttpResponse.json({ balances: [fromApi] })
  }),
)
afterEach(() => {
  balanceCalls = 0
  vi.useRealTimers()
})

function kitWithWallet(answer: (request: ChainAdapterRequest) => Promise<unknown>) {
  const { adapter, requests } = createRequestAdapter(answer)
  let nativeReads = 0
  const withBalance = Object.assign(adapter, {
    async getBalance() {
      nativeReads++
      return { balance: '4', symbol: 'ETH' }
    },
  })
  const kit = createTestKit(
    { projectId: 'p', services: { blockchainApiUrl: API } },
    { adapters: [withBalance] },
  )
  setCaipAddress(kit, 'eip155', `eip155:1:${address}`)
  return { kit, requests, nativeReads: () => nativeReads }
}

const discovering = { '0x1': { assetDiscovery: { supported: true } } }
const symbols = (kit: ReturnType<typeof kitWithWallet>['kit']) =>
  kit.store
    .getState()
    .accounts.eip155?.tokenBalance.map((token) => `${token.quantity.numeric} ${token.symbol}`)

describe('balances from the wallet (wallet_getCapabilities, wallet_getAssets)', () => {
  it("shows the wallet's own assets where it discovers them, without asking the blockchain API", async () => {
    const { kit, requests } = kitWithWallet(async ({ method }) =>
      method === 'wallet_getCapabilities' ? discovering : walletAssets,
    )
    expect(await loadTokenBalances(kit)).toBe('ready')
    expect(symbols(kit)).toEqual(['2 ETH', '50 USDC'])
    expect(kit.store.getState().accounts.eip155).toMatchObject({ balance: '2', balanceSymbol: 'ETH' })
    expect(kit.store.getState().accounts.eip155?.tokenBalance[1]).toMatchObject({
      address: `eip155:1:${usdc}`,
      value: 50,
      price: 1,
    })
    expect(requests.map((request) => request.method)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(requests[1]?.params).toEqual([{ account: address, chainFilter: ['0x1'] }])
    expect(balanceCalls).toBe(0)
  })

  it('does not ask for assets when the capabilities do not offer asset discovery; the API answers', async () => {
    const { kit, requests } = kitWithWallet(async () => ({ '0x1': {} }))
    await loadTokenBalances(kit)
    expect(requests.map((request) => request.method)).toEqual(['wallet_getCapabilities'])
    expect(symbols(kit)).toEqual(['1 ETH'])
    expect(balanceCalls).toBe(1)
  })

  it.each([
    [
      'an entry whose decimals are text (spec 5)',
      { '0x1': [{ ...walletAssets['0x1'][0], metadata: { ...metadata('ETH', 18, 1), decimals: '18' } }] },
    ],
    ['a type other than ERC20 or NATIVE', { '0x1': [{ ...walletAssets['0x1'][0], type: 'ERC721' }] }],
    ['a balance that is not a number', { '0x1': [{ ...walletAssets['0x1'][0], balance: 'lots' }] }],
    ['nothing at all', null],
  ])('falls back to the API, silently, on %s', async (_, answer) => {
    const { kit } = kitWithWallet(async ({ method }) =>
      method === 'wallet_getCapabilities' ? discovering : answer,
    )
    expect(await loadTokenBalances(kit)).toBe('ready')
    expect(symbols(kit)).toEqual(['1 ETH'])
    expect(kit.store.getState().toast.toast).toBeUndefined()
  })

  it('falls back to the API, silently, when the wallet refuses either method', async () => {
    const { kit } = kitWithWallet(async () => {
      throw Object.assign(new Error('Method not supported'), { code: 4200 })
    })
    expect(await loadTokenBalances(kit)).toBe('ready')
    expect(symbols(kit)).toEqual(['1 ETH'])
    expect(kit.store.getState().toast.toast).toBeUndefined()
  })
})

describe('the native balance cache (spec 9: 30 s)', () => {
  it('reads the native balance over RPC once per 30 s when the API list has none', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
    const { kit, nativeReads } = kitWithWallet(async () => ({}))
    server.use(http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })))
    await loadTokenBalances(kit)
    expect(kit.store.getState().accounts.eip155).toMatchObject({ balance: '4', balanceSymbol: 'ETH' })
    kit.caches.balance.clear()
    vi.advanceTimersByTime(29_999)
    await loadTokenBalances(kit)
    expect(nativeReads()).toBe(1)
    vi.advanceTimersByTime(1)
    kit.caches.balance.clear()
    await loadTokenBalances(kit)
    expect(nativeReads()).toBe(2)
    await loadTokenBalances(kit, { force: true })
    expect(nativeReads()).toBe(3)
  })
})

describe('asking the wallet, within limits', () => {
  it('gives up on a wallet that never answers after the RPC time-out (10 s), and the API answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { kit } = kitWithWallet(() => new Promise(() => undefined))
    const loading = loadTokenBalances(kit)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(balanceCalls).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(await loading).toBe('ready')
    expect(symbols(kit)).toEqual(['1 ETH'])
  })

  it('does not ask a wallet connected through WalletConnect (each request would wait on the visitor)', async () => {
    const { kit, requests } = kitWithWallet(async ({ method }) =>
      method === 'wallet_getCapabilities' ? discovering : walletAssets,
    )
    kit.store.setState((state) => ({
      connection: { ...state.connection, connectorId: { ...state.connection.connectorId, eip155: 'wc' } },
      connectors: {
        ...state.connectors,
        connectors: [{ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
      },
    }))
    await loadTokenBalances(kit)
    expect(requests).toEqual([])
    expect(symbols(kit)).toEqual(['1 ETH'])
  })
})
