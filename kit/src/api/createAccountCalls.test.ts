import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../config/constants.js'
import { expectTypedErrorsForMalformedBodies } from '../test/expectTypedErrorsForMalformedBodies.js'
import { recordRequests, seen } from '../test/recordRequests.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { type BlockchainApiClient, createBlockchainApiClient } from './createBlockchainApiClient.js'
import { fungiblePriceSchema } from './fungiblePriceSchema.js'
import { identitySchema } from './identitySchema.js'
import { supportedChainsSchema } from './supportedChainsSchema.js'
import { balancesSchema } from './tokenBalanceSchema.js'
import { transactionHistorySchema } from './transactionSchema.js'

const base = 'https://rpc.example'
const server = setupTestServer()
const requests = recordRequests(server)

const api = createBlockchainApiClient({ baseUrl: base, projectId: 'project-1' })
const defaults = { st: SDK_TYPE, sv: SDK_VERSION, projectId: 'project-1' }
const account = '0x1111111111111111111111111111111111111111'

const transaction = {
  id: 'tx-1',
  metadata: {
    operationType: 'send',
    hash: `0x${'ab'.repeat(32)}`,
    minedAt: '2024-05-01T10:00:00Z',
    sentFrom: account,
    sentTo: '0x2222222222222222222222222222222222222222',
    status: 'confirmed',
    nonce: 7,
    chain: 'eip155:1',
  },
  transfers: [
    {
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://icons.example/eth.png' } },
      nft_info: null,
      direction: 'out',
      quantity: { numeric: '0.5' },
      value: 1500,
      price: 3000,
    },
    {
      nft_info: {
        name: 'Free mint',
        content: { preview: { url: 'https://nft.example/1.png' } },
        flags: { is_spam: true },
      },
      direction: 'in',
      quantity: { numeric: '1' },
    },
  ],
}
const ether = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  address: null,
  value: 1500,
  price: 3000,
  quantity: { decimals: '18', numeric: '0.5' },
  iconUrl: 'https://icons.example/eth.png',
}
const unpriced = {
  ...ether,
  name: 'Airdrop',
  symbol: 'AIR',
  address: 'eip155:1:0x4444444444444444444444444444444444444444',
  value: null,
  price: 0,
}

type Row = {
  name: string
  call: (client: BlockchainApiClient) => Promise<unknown>
  handler: ReturnType<typeof http.get>
  sent: { method: string; path: string; query: Record<string, string>; body?: unknown }
  result: unknown
  empty?: unknown
}

const rows: Row[] = [
  {
    name: 'supported chains',
    call: (client) => client.getSupportedChains(),
    handler: http.get(`${base}/v1/supported-chains`, () =>
      HttpResponse.json({ http: ['eip155:1'], ws: ['eip155:1'] }),
    ),
    sent: { method: 'GET', path: '/v1/supported-chains', query: defaults },
    result: { http: ['eip155:1'], ws: ['eip155:1'] },
  },
  {
    name: 'identity',
    call: (client) => client.getIdentity({ address: account, sender: '0x3333' }),
    handler: http.get(`${base}/v1/identity/:address`, () =>
      HttpResponse.json({ name: 'alice.eth', avatar: null }),
    ),
    sent: { method: 'GET', path: `/v1/identity/${account}`, query: { sender: '0x3333', ...defaults } },
    result: { name: 'alice.eth', avatar: null },
    empty: { name: null, avatar: null },
  },
  {
    name: 'history',
    call: (client) =>
      client.getTransactions({ account, cursor: 'c2', onramp: 'coinbase', chainId: 'eip155:1' }),
    handler: http.get(`${base}/v1/account/:account/history`, () =>
      HttpResponse.json({ data: [transaction], next: 'c3' }),
    ),
    sent: {
      method: 'GET',
      path: `/v1/account/${account}/history`,
      query: { cursor: 'c2', onramp: 'coinbase', chainId: 'eip155:1', ...defaults },
    },
    result: transactionHistorySchema.parse({ data: [transaction], next: 'c3' }),
    empty: { data: [], next: null },
  },
  {
    name: 'balance',
    call: (client) =>
      client.getBalances({ address: account, chainId: 'eip155:1', forceUpdate: 'eip155:1:0xtoken' }),
    handler: http.get(`${base}/v1/account/:address/balance`, () =>
      HttpResponse.json({ balances: [ether, unpriced] }),
    ),
    sent: {
      method: 'GET',
      path: `/v1/account/${account}/balance`,
      query: { currency: 'usd', chainId: 'eip155:1', forceUpdate: 'eip155:1:0xtoken', ...defaults },
    },
    result: {
      balances: [
        { ...ether, address: undefined },
        { ...unpriced, value: undefined },
      ],
    },
    empty: { balances: [] },
  },
  {
    name: 'fungible price',
    call: (client) => client.getTokenPrices({ addresses: ['eip155:1:0xA0b8'] }),
    handler: http.post(`${base}/v1/fungible/price`, () =>
      HttpResponse.json({
        fungibles: [{ name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://i.example/u.png', price: 1 }],
      }),
    ),
    sent: {
      method: 'POST',
      path: '/v1/fungible/price',
      query: {},
      body: { currency: 'usd', addresses: ['eip155:1:0xA0b8'], projectId: 'project-1' },
    },
    result: {
      fungibles: [{ name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://i.example/u.png', price: 1 }],
    },
    empty: { fungibles: [] },
  },
]

describe('blockchain API account calls', () => {
  it.each(rows)(
    '$name: sends the request the provider expects and returns the parsed answer',
    async (row) => {
      server.use(row.handler)

      await expect(row.call(api)).resolves.toEqual(row.result)

      expect(requests).toHaveLength(1)
      expect(await seen(requests[0])).toEqual({ body: undefined, ...row.sent })
    },
  )

  it.each(rows.filter((row) => 'empty' in row))(
    '$name: resolves with its empty default, without a request, on an unsupported network',
    async (row) => {
      const unsupported = createBlockchainApiClient({
        baseUrl: base,
        projectId: 'p',
        isNetworkSupported: () => false,
      })

      await expect(row.call(unsupported)).resolves.toEqual(row.empty)
      expect(requests).toHaveLength(0)
    },
  )

  it('asks for supported chains even on an unsupported network', async () => {
    server.use(http.get(`${base}/v1/supported-chains`, () => HttpResponse.json({ http: [] })))
    const unsupported = createBlockchainApiClient({
      baseUrl: base,
      projectId: 'p',
      isNetworkSupported: () => false,
    })

    await expect(unsupported.getSupportedChains()).resolves.toEqual({ http: [], ws: [] })
  })

  it('fails with the spec 5 message when history is asked without an account', async () => {
    await expect(api.getTransactions({ account: '' })).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
    expect(requests).toHaveLength(0)
  })

  it('throws "HTTP status code: 500" when history fails', async () => {
    server.use(http.get(`${base}/v1/account/:account/history`, () => new HttpResponse(null, { status: 500 })))

    await expect(api.getTransactions({ account })).rejects.toThrow('HTTP status code: 500')
  })

  it('reads a history page without a next cursor as the last page', async () => {
    server.use(
      http.get(`${base}/v1/account/:account/history`, () => HttpResponse.json({ data: [], next: '' })),
    )

    await expect(api.getTransactions({ account })).resolves.toEqual({ data: [], next: null })
  })

  it('throws a typed WalletKitError for every malformed, truncated or wrongly typed body', async () => {
    await expectTypedErrorsForMalformedBodies({
      server,
      baseUrl: base,
      cases: [
        { name: 'supported chains', schema: supportedChainsSchema, call: () => api.getSupportedChains() },
        { name: 'identity', schema: identitySchema, call: () => api.getIdentity({ address: account }) },
        { name: 'history', schema: transactionHistorySchema, call: () => api.getTransactions({ account }) },
        { name: 'balance', schema: balancesSchema, call: () => api.getBalances({ address: account }) },
        {
          name: 'fungible price',
          schema: fungiblePriceSchema,
          call: () => api.getTokenPrices({ addresses: [] }),
        },
      ],
    })
  })
})
