import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { loadOnrampOptions } from './loadOnrampOptions.js'

const API = 'https://api.example'
const server = setupTestServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
)
const kit = () => createTestKit({ services: { blockchainApiUrl: API } })
const answer = (response: () => Response) => server.use(http.get(`${API}/v1/onramp/options`, response))
const symbols = (result: Awaited<ReturnType<typeof loadOnrampOptions>>) => ({
  buy: result.options.purchaseCurrencies.map((currency) => currency.symbol),
  pay: result.options.paymentCurrencies.map((currency) => currency.id),
  sample: result.sample,
})

describe('loadOnrampOptions', () => {
  it("returns the provider's options", async () => {
    const dai = { id: 'd', name: 'Dai', symbol: 'DAI', networks: [] }
    answer(() => HttpResponse.json({ purchaseCurrencies: [dai], paymentCurrencies: [{ id: 'GBP' }] }))
    expect(symbols(await loadOnrampOptions(kit()))).toEqual({ buy: ['DAI'], pay: ['GBP'], sample: false })
  })

  it.each([
    ['fails', () => new HttpResponse(null, { status: 500 })],
    ['answers an unreadable body', () => HttpResponse.json({ purchaseCurrencies: 'none' })],
    ['offers nothing', () => HttpResponse.json({ purchaseCurrencies: [], paymentCurrencies: [] })],
  ])(
    'falls back to the sample list (USDC and ETH; USD and EUR) when the call %s (spec 8)',
    async (_case, response) => {
      answer(response)
      expect(symbols(await loadOnrampOptions(kit()))).toEqual({
        buy: ['USDC', 'ETH'],
        pay: ['USD', 'EUR'],
        sample: true,
      })
    },
  )
})
