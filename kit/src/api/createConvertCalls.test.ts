import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../config/constants.js'
import { expectTypedErrorsForMalformedBodies } from '../test/expectTypedErrorsForMalformedBodies.js'
import { recordRequests, seen } from '../test/recordRequests.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { type BlockchainApiClient, createBlockchainApiClient } from './createBlockchainApiClient.js'
import { gasPriceSchema } from './gasPriceSchema.js'
import { swapAllowanceSchema } from './swapAllowanceSchema.js'
import { swapQuotesSchema } from './swapQuotesSchema.js'
import { swapTokensSchema } from './swapTokenSchema.js'
import { approveTransactionSchema, swapTransactionSchema } from './swapTransactionSchema.js'

const base = 'https://rpc.example'
const server = setupTestServer()
const requests = recordRequests(server)

const api = createBlockchainApiClient({ baseUrl: base, projectId: 'project-1' })
const unsupported = createBlockchainApiClient({
  baseUrl: base,
  projectId: 'p',
  isNetworkSupported: () => false,
})
const defaults = { st: SDK_TYPE, sv: SDK_VERSION, projectId: 'project-1' }
const user = '0x1111111111111111111111111111111111111111'
const eth = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const pair = { from: eth, to: usdc, userAddress: user }

const token = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: usdc,
  decimals: 6,
  logoUri: 'https://i.example/usdc.png',
}
const quote = { id: null, fromAmount: '1000', fromAccount: eth, toAmount: '3', toAccount: usdc }
const swapTx = {
  from: `eip155:1:${user}`,
  to: usdc,
  data: '0x12ab',
  amount: '1000',
  eip155: { gas: '21000', gasPrice: '7' },
}
const approveTx = {
  from: `eip155:1:${user}`,
  to: usdc,
  data: '0x095e',
  value: '0',
  eip155: { gas: 46000, gasPrice: '7' },
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
    name: 'convert quotes',
    call: (client) => client.getSwapQuotes({ ...pair, amount: '1000', gasPrice: '7' }),
    handler: http.get(`${base}/v1/convert/quotes`, () => HttpResponse.json({ quotes: [quote] })),
    sent: {
      method: 'GET',
      path: '/v1/convert/quotes',
      query: { amount: '1000', ...pair, gasPrice: '7', ...defaults },
    },
    result: { quotes: [quote] },
    empty: { quotes: [] },
  },
  {
    name: 'convert tokens',
    call: (client) => client.getSwapTokens({ chainId: 'eip155:1' }),
    handler: http.get(`${base}/v1/convert/tokens`, () => HttpResponse.json({ tokens: [token] })),
    sent: { method: 'GET', path: '/v1/convert/tokens', query: { chainId: 'eip155:1', ...defaults } },
    result: { tokens: [token] },
    empty: { tokens: [] },
  },
  {
    name: 'convert allowance',
    call: (client) => client.getSwapAllowance({ tokenAddress: usdc, userAddress: user }),
    handler: http.get(`${base}/v1/convert/allowance`, () => HttpResponse.json({ allowance: '115792' })),
    sent: {
      method: 'GET',
      path: '/v1/convert/allowance',
      query: { tokenAddress: usdc, userAddress: user, ...defaults },
    },
    result: { allowance: '115792' },
    empty: { allowance: '0' },
  },
  {
    name: 'convert gas price',
    call: (client) => client.getGasPrice({ chainId: 'eip155:1' }),
    handler: http.get(`${base}/v1/convert/gas-price`, () =>
      HttpResponse.json({ standard: '5', fast: '7', instant: 9 }),
    ),
    sent: { method: 'GET', path: '/v1/convert/gas-price', query: { chainId: 'eip155:1', ...defaults } },
    result: { standard: '5', fast: '7', instant: '9' },
  },
  {
    name: 'convert build-transaction',
    call: (client) => client.buildSwapTransaction({ ...pair, amount: '1000', disableEstimate: true }),
    handler: http.post(`${base}/v1/convert/build-transaction`, () => HttpResponse.json({ tx: swapTx })),
    sent: {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      query: {},
      body: {
        amount: '1000',
        eip155: { slippage: 1 },
        projectId: 'project-1',
        ...pair,
        disableEstimate: true,
      },
    },
    result: { tx: swapTx },
  },
  {
    name: 'convert build-approve',
    call: (client) => client.buildApproveTransaction(pair),
    handler: http.get(`${base}/v1/convert/build-approve`, () => HttpResponse.json({ tx: approveTx })),
    sent: { method: 'GET', path: '/v1/convert/build-approve', query: { ...pair, ...defaults } },
    result: { tx: { ...approveTx, eip155: { gas: '46000', gasPrice: '7' } } },
  },
]

describe('blockchain API convert calls', () => {
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
      await expect(row.call(unsupported)).resolves.toEqual(row.empty)
      expect(requests).toHaveLength(0)
    },
  )

  it('throws "Network not supported for Gas Price" on an unsupported network, without a request', async () => {
    await expect(unsupported.getGasPrice({ chainId: 'eip155:1' })).rejects.toThrow(
      'Network not supported for Gas Price',
    )
    expect(requests).toHaveLength(0)
  })

  it('throws "Network not supported for Swaps" for both swap transactions on an unsupported network', async () => {
    await expect(unsupported.buildSwapTransaction({ ...pair, amount: '1' })).rejects.toThrow(
      'Network not supported for Swaps',
    )
    await expect(unsupported.buildApproveTransaction(pair)).rejects.toThrow('Network not supported for Swaps')
    expect(requests).toHaveLength(0)
  })

  it('counts a failing support check as unsupported for gas price', async () => {
    const failing = createBlockchainApiClient({
      baseUrl: base,
      projectId: 'p',
      isNetworkSupported: () => {
        throw new TypeError('no active network')
      },
    })

    await expect(failing.getGasPrice({ chainId: 'eip155:1' })).rejects.toThrow(
      'Network not supported for Gas Price',
    )
  })

  it('refuses swap calldata that is not hex', async () => {
    server.use(
      http.post(`${base}/v1/convert/build-transaction`, () =>
        HttpResponse.json({ tx: { ...swapTx, data: 'transfer()' } }),
      ),
    )

    await expect(api.buildSwapTransaction({ ...pair, amount: '1' })).rejects.toThrow(
      'Invalid response from /v1/convert/build-transaction',
    )
  })

  it('throws a typed WalletKitError for every malformed, truncated or wrongly typed body', async () => {
    await expectTypedErrorsForMalformedBodies({
      server,
      baseUrl: base,
      cases: [
        {
          name: 'quotes',
          schema: swapQuotesSchema,
          call: () => api.getSwapQuotes({ ...pair, amount: '1', gasPrice: '1' }),
        },
        { name: 'tokens', schema: swapTokensSchema, call: () => api.getSwapTokens({ chainId: 'eip155:1' }) },
        {
          name: 'allowance',
          schema: swapAllowanceSchema,
          call: () => api.getSwapAllowance({ tokenAddress: usdc, userAddress: user }),
        },
        { name: 'gas price', schema: gasPriceSchema, call: () => api.getGasPrice({ chainId: 'eip155:1' }) },
        {
          name: 'build-transaction',
          schema: swapTransactionSchema,
          call: () => api.buildSwapTransaction({ ...pair, amount: '1' }),
        },
        {
          name: 'build-approve',
          schema: approveTransactionSchema,
          call: () => api.buildApproveTransaction(pair),
        },
      ],
    })
  })
})
