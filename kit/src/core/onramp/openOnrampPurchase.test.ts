import { HttpResponse, http, type JsonBodyType } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { openOnrampPurchase } from './openOnrampPurchase.js'

const API = 'https://api.example'
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'
const server = setupTestServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
)
const answer = (body: JsonBodyType, status = 200) =>
  server.use(http.post(`${API}/v1/generators/onrampurl`, () => HttpResponse.json(body, { status })))
const kit = () => createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } })
const purchase = { address: ADDRESS, blockchain: 'base', symbol: 'USDC', amount: '100' }

describe('openOnrampPurchase', () => {
  it('asks for the page with the destination wallet, network, partner user and fiat amount, and opens it', async () => {
    let request: { url: string; body: unknown } | undefined
    server.use(
      http.post(`${API}/v1/generators/onrampurl`, async (info) => {
        request = { url: info.request.url, body: await info.request.json() }
        return HttpResponse.json({ url: 'https://pay.example/buy' })
      }),
    )
    const openWindow = vi.fn()
    await expect(openOnrampPurchase(kit(), { ...purchase, openWindow })).resolves.toBe(
      'https://pay.example/buy',
    )
    expect(new URL(request?.url ?? '').searchParams.get('projectId')).toBe('p')
    expect(request?.body).toEqual({
      destinationWallets: [{ address: ADDRESS, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'base',
      partnerUserId: ADDRESS,
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    })
    expect(openWindow).toHaveBeenCalledWith('https://pay.example/buy')
  })

  it.each([
    ['a script URL', { url: 'javascript:alert(1)' }, 200],
    ['plain http away from this machine', { url: 'http://pay.example/buy' }, 200],
    ['a failed call', {}, 500],
  ])('opens nothing and throws "Couldn\'t open the purchase page" for %s', async (_case, body, status) => {
    answer(body, status)
    const openWindow = vi.fn()
    await expect(openOnrampPurchase(kit(), { ...purchase, openWindow })).rejects.toMatchObject({
      name: 'OnrampUrlError',
      message: "Couldn't open the purchase page",
    })
    expect(openWindow).not.toHaveBeenCalled()
  })
})
