import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { getOnrampSampleOptions } from './getOnrampSampleOptions.js'
import { loadOnrampQuote } from './loadOnrampQuote.js'

const API = 'https://api.example'
const server = setupTestServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
)
const kit = () => createTestKit({ services: { blockchainApiUrl: API } })
const [usdc] = getOnrampSampleOptions().purchaseCurrencies
const request = {
  purchaseCurrency: usdc ?? { id: '', name: '', symbol: '', networks: [] },
  paymentCurrency: { id: 'USD', payment_method_limits: [] },
  amount: '100',
  network: 'base',
  provider: { feeRange: { min: 1, max: 2 } },
}
const money = (amount: string, currency = 'USD') => ({ amount, currency })

describe('loadOnrampQuote', () => {
  it("sums up the provider's quote: what is received, provider and network fees, total", async () => {
    let body: unknown
    server.use(
      http.post(`${API}/v1/onramp/quote`, async (info) => {
        body = await info.request.json()
        return HttpResponse.json({
          coinbaseFee: money('1.20'),
          networkFee: money('0.05'),
          paymentSubtotal: money('98.75'),
          paymentTotal: money('100.00'),
          purchaseAmount: money('98.7', 'USDC'),
          quoteId: 'q',
        })
      }),
    )
    await expect(loadOnrampQuote(kit(), request)).resolves.toEqual({
      receive: money('98.7', 'USDC'),
      fees: money('1.25'),
      total: money('100.00'),
      estimated: false,
    })
    expect(body).toMatchObject({ amount: '100', network: 'base', paymentCurrency: { id: 'USD' } })
  })

  it('stands in the mock quote, marked estimated, when the quote call fails (spec 8)', async () => {
    server.use(http.post(`${API}/v1/onramp/quote`, () => new HttpResponse(null, { status: 500 })))
    await expect(loadOnrampQuote(kit(), request)).resolves.toMatchObject({
      receive: money('98.50', 'USDC'),
      estimated: true,
    })
  })
})
