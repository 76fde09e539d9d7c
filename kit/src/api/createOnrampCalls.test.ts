import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../config/constants.js'
import { expectTypedErrorsForMalformedBodies } from '../test/expectTypedErrorsForMalformedBodies.js'
import { recordRequests, seen } from '../test/recordRequests.js'
import { setupTestServer } from '../test/setupTestServer.js'
import { type BlockchainApiClient, createBlockchainApiClient } from './createBlockchainApiClient.js'
import { onrampOptionsSchema } from './onrampOptionsSchema.js'
import { onrampQuoteSchema } from './onrampQuoteSchema.js'
import { onrampUrlSchema } from './onrampUrlSchema.js'

const base = 'https://rpc.example'
const server = setupTestServer()
const requests = recordRequests(server)

const api = createBlockchainApiClient({ baseUrl: base, projectId: 'project-1' })
const address = '0x1111111111111111111111111111111111111111'
const usdc = {
  id: '2b92315d-eab7-5bef-84fa-089a131333f5',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b8' },
  ],
}
const usd = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }
const amount = (value: string, currency: string) => ({ amount: value, currency })
const quote = {
  coinbaseFee: amount('1.99', 'USD'),
  networkFee: amount('0.50', 'USD'),
  paymentSubtotal: amount('97.51', 'USD'),
  paymentTotal: amount('100.00', 'USD'),
  purchaseAmount: amount('97.51', 'USDC'),
  quoteId: 'quote-1',
}
const wallets = [{ address, blockchains: ['ethereum', 'base'], assets: ['USDC'] }]

type Row = {
  name: string
  call: (client: BlockchainApiClient) => Promise<unknown>
  handler: ReturnType<typeof http.get>
  sent: { method: string; path: string; query: Record<string, string>; body?: unknown }
  result: unknown
  empty: unknown
}

const rows: Row[] = [
  {
    name: 'onramp url generator',
    call: (client) =>
      client.generateOnrampUrl({
        destinationWallets: wallets,
        defaultNetwork: 'base',
        partnerUserId: address,
        presetCryptoAmount: 50,
        presetFiatAmount: 100,
      }),
    handler: http.post(`${base}/v1/generators/onrampurl`, () =>
      HttpResponse.json({ url: 'https://pay.example/buy?x=1' }),
    ),
    sent: {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      query: { projectId: 'project-1' },
      body: {
        destinationWallets: wallets,
        defaultNetwork: 'base',
        partnerUserId: address,
        defaultExperience: 'buy',
        presetCryptoAmount: 50,
        presetFiatAmount: 100,
      },
    },
    result: { url: 'https://pay.example/buy?x=1' },
    empty: null,
  },
  {
    name: 'onramp options',
    call: (client) => client.getOnrampOptions(),
    handler: http.get(`${base}/v1/onramp/options`, () =>
      HttpResponse.json({ purchaseCurrencies: [usdc], paymentCurrencies: [usd, { id: 'EUR' }] }),
    ),
    sent: {
      method: 'GET',
      path: '/v1/onramp/options',
      query: { st: SDK_TYPE, sv: SDK_VERSION, projectId: 'project-1' },
    },
    result: {
      purchaseCurrencies: [usdc],
      paymentCurrencies: [usd, { id: 'EUR', payment_method_limits: [] }],
    },
    empty: { purchaseCurrencies: [], paymentCurrencies: [] },
  },
  {
    name: 'onramp quote',
    call: (client) =>
      client.getOnrampQuote({ purchaseCurrency: usdc, paymentCurrency: usd, amount: '100', network: 'base' }),
    handler: http.post(`${base}/v1/onramp/quote`, () => HttpResponse.json(quote)),
    sent: {
      method: 'POST',
      path: '/v1/onramp/quote',
      query: {},
      body: { purchaseCurrency: usdc, paymentCurrency: usd, amount: '100', network: 'base' },
    },
    result: quote,
    empty: null,
  },
]

describe('blockchain API onramp calls', () => {
  it.each(rows)(
    '$name: sends the request the provider expects and returns the parsed answer',
    async (row) => {
      server.use(row.handler)

      await expect(row.call(api)).resolves.toEqual(row.result)

      expect(requests).toHaveLength(1)
      expect(await seen(requests[0])).toEqual({ body: undefined, ...row.sent })
    },
  )

  it.each(rows)(
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

  it('refuses a widget URL that is not http(s)', async () => {
    server.use(
      http.post(`${base}/v1/generators/onrampurl`, () => HttpResponse.json({ url: 'javascript:alert(1)' })),
    )

    await expect(api.generateOnrampUrl({ destinationWallets: [], partnerUserId: address })).rejects.toThrow(
      'Invalid response from /v1/generators/onrampurl',
    )
  })

  it('accepts a quote without a coinbase fee', async () => {
    const { coinbaseFee: _, ...withoutFee } = quote
    server.use(http.post(`${base}/v1/onramp/quote`, () => HttpResponse.json(withoutFee)))

    await expect(
      api.getOnrampQuote({ purchaseCurrency: usdc, paymentCurrency: usd, amount: '100', network: 'base' }),
    ).resolves.toEqual(withoutFee)
  })

  it('throws a typed WalletKitError for every malformed, truncated or wrongly typed body', async () => {
    await expectTypedErrorsForMalformedBodies({
      server,
      baseUrl: base,
      cases: [
        {
          name: 'url',
          schema: onrampUrlSchema,
          call: () => api.generateOnrampUrl({ destinationWallets: wallets, partnerUserId: address }),
        },
        { name: 'options', schema: onrampOptionsSchema, call: () => api.getOnrampOptions() },
        {
          name: 'quote',
          schema: onrampQuoteSchema,
          call: () =>
            api.getOnrampQuote({
              purchaseCurrency: usdc,
              paymentCurrency: usd,
              amount: '1',
              network: 'base',
            }),
        },
      ],
    })
  })
})
