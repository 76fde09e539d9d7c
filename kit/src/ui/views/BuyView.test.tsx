import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletKitOptions } from '../../config/walletKitOptionsSchema.js'
import type { Environment } from '../../core/environment/Environment.js'
import { connectTestAccount, TEST_ADDRESS } from '../../test/connectTestAccount.js'
import { createTestKit } from '../../test/createTestKit.js'
import { renderModal } from '../../test/renderModal.js'
import { setupTestServer } from '../../test/setupTestServer.js'

const API = 'https://api.example'
const usdc = {
  id: 'usdc-id',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b8' }],
}
const dai = { ...usdc, id: 'dai-id', name: 'Dai', symbol: 'DAI' }
const options = {
  purchaseCurrencies: [usdc, dai],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '20.00', max: '500.00' }] },
    { id: 'GBP' },
  ],
}
const amount = (value: string, currency = 'USD') => ({ amount: value, currency })
const quote = {
  coinbaseFee: amount('1.99'),
  networkFee: amount('0.01'),
  paymentSubtotal: amount('98.00'),
  paymentTotal: amount('100.00'),
  purchaseAmount: amount('97.912345', 'USDC'),
  quoteId: 'q-1',
}
const server = setupTestServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
  http.get(`${API}/v1/identity/:address`, () => HttpResponse.json({ name: null, avatar: null })),
  http.get(`${API}/v1/account/:address/history`, () => HttpResponse.json({ data: [], next: null })),
  http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
  http.get(`${API}/public/getTokenImage/:symbol`, () => new HttpResponse(null, { status: 404 })),
  http.get(`${API}/v1/onramp/options`, () => HttpResponse.json(options)),
  http.post(`${API}/v1/onramp/quote`, () => HttpResponse.json(quote)),
  http.post(`${API}/v1/generators/onrampurl`, () =>
    HttpResponse.json({ url: 'https://pay.example/buy?x=1' }),
  ),
)
const fail = (method: 'get' | 'post', path: string) =>
  server.use(http[method](`${API}${path}`, () => new HttpResponse(null, { status: 500 })))
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const desktop = (timeZone?: string): Environment => ({
  isMobile: false,
  isTelegram: false,
  os: 'linux',
  timeZone,
})

async function openAccount(options: WalletKitOptions = {}, timeZone = 'Europe/Berlin') {
  const kit = createTestKit(
    { projectId: 'p', services: { blockchainApiUrl: API, walletDirectoryUrl: API }, ...options },
    { environment: desktop(timeZone) },
  )
  connectTestAccount(kit)
  await renderModal(kit)
  await screen.findByRole('button', { name: 'Receive' })
  return kit
}

async function openBuy() {
  const kit = await openAccount()
  fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
  await screen.findByLabelText('Amount')
  return kit
}

const typeAmount = (value: string) => fireEvent.change(screen.getByLabelText('Amount'), { target: { value } })
const buyButton = () => screen.getByRole('button', { name: /^Buy with / }) as HTMLButtonElement

describe('BuyView', () => {
  it('offers Buy first among the account actions and titles the view "Buy crypto"', async () => {
    await openAccount()
    const actions = screen.getAllByRole('button').filter((button) => button.className === 'wk-action')
    expect(actions.map((button) => button.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
    expect(await screen.findByRole('heading', { name: 'Buy crypto' })).toBeTruthy()
  })

  it("offers the provider's tokens on the active network, its currencies and both providers with fee ranges", async () => {
    await openBuy()
    expect(screen.getByRole('radio', { name: 'USDC USD Coin' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'DAI Dai' })).toBeTruthy()
    const currency = screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement
    expect([...currency.options].map((option) => option.value)).toEqual(['USD', 'GBP'])
    expect(screen.getByRole('radio', { name: 'Coinbase 1–2 % fee' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Meld 1–2 % fee' })).toBeTruthy()
    expect(screen.queryByText(/sample options/)).toBeNull()
  })

  it('shows the built-in sample list when the options call fails: USDC and ETH, USD and EUR (spec 8)', async () => {
    fail('get', '/v1/onramp/options')
    await openBuy()
    expect(screen.getByText(/Showing sample options/)).toBeTruthy()
    const tokens = within(screen.getByRole('group', { name: 'You buy' })).getAllByRole('radio')
    expect(tokens.map((radio) => (radio as HTMLInputElement).value)).toEqual(['USDC', 'ETH'])
    const currency = screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement
    expect([...currency.options].map((option) => option.value)).toEqual(['USD', 'EUR'])
    // The sample currencies carry no limits, so card and ACH fall back to spec 5's.
    expect(screen.getByRole('radio', { name: 'Card' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Bank account (ACH)' })).toBeTruthy()
    typeAmount('5')
    expect(screen.getByRole('alert').textContent).toBe('Enter between $10.00 and $7,500.00')
    fireEvent.click(screen.getByRole('radio', { name: 'Bank account (ACH)' }))
    typeAmount('30000')
    expect(screen.getByRole('alert').textContent).toBe('Enter between $10.00 and $25,000.00')
  })

  it('states the limits and disables the button for an amount below or above them', async () => {
    await openBuy()
    expect(buyButton().disabled).toBe(true)
    typeAmount('19.99')
    expect(screen.getByRole('alert').textContent).toBe('Enter between $20.00 and $500.00')
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true')
    expect(buyButton().disabled).toBe(true)
    typeAmount('500.01')
    expect(screen.getByRole('alert').textContent).toBe('Enter between $20.00 and $500.00')
    expect(buyButton().disabled).toBe(true)
    typeAmount('100')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(buyButton().disabled).toBe(false)
  })

  it("shows the provider's quote in a live region once the amount settles", async () => {
    await openBuy()
    typeAmount('100')
    const region = screen.getByRole('region', { name: 'Quote' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(await within(region).findByText('You get ≈ 97.9123 USDC')).toBeTruthy()
    expect(within(region).getByText('$2.00')).toBeTruthy()
    expect(within(region).getByText('$100.00')).toBeTruthy()
    expect(within(region).queryByText('Estimated')).toBeNull()
  })

  it('asks one quote, for the amount the visitor settled on, 500 ms after the typing stops', async () => {
    const amounts: unknown[] = []
    server.use(
      http.post(`${API}/v1/onramp/quote`, async ({ request }) => {
        amounts.push(((await request.json()) as { amount: unknown }).amount)
        return HttpResponse.json(quote)
      }),
    )
    await openBuy()
    for (const value of ['2', '25', '250']) typeAmount(value)
    await screen.findByText(/You get ≈/)
    expect(amounts).toEqual(['250'])
  })

  it('shows the mock quote marked "Estimated" when the quote call fails (spec 8)', async () => {
    fail('post', '/v1/onramp/quote')
    await openBuy()
    typeAmount('100')
    const region = screen.getByRole('region', { name: 'Quote' })
    expect(await within(region).findByText(/You get ≈ 98\.50 USDC/)).toBeTruthy()
    expect(within(region).getByText('Estimated')).toBeTruthy()
    expect(within(region).getByText('$1.50')).toBeTruthy()
  })

  it("posts the purchase to the URL generator, opens the provider's page and waits for the purchase", async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(`${API}/v1/generators/onrampurl`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ url: 'https://pay.example/buy?x=1' })
      }),
    )
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const kit = await openBuy()
    fireEvent.click(screen.getByRole('radio', { name: 'DAI Dai' }))
    typeAmount('150')
    await act(async () => fireEvent.click(buyButton()))
    await screen.findByText('Waiting for your purchase')
    expect(bodies).toEqual([
      {
        destinationWallets: [{ address: TEST_ADDRESS, blockchains: ['ethereum'], assets: ['DAI'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: TEST_ADDRESS,
        defaultExperience: 'buy',
        presetFiatAmount: 150,
      },
    ])
    expect(open).toHaveBeenCalledWith('https://pay.example/buy?x=1', '_blank', 'noopener')
    expect(screen.getByText(/Finish buying DAI with Coinbase in the new window/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(kit.store.getState().router.view).toBe('Account')
  })

  it('refuses a purchase page that is not a web page, opens nothing, and Retry tries again', async () => {
    server.use(
      http.post(`${API}/v1/generators/onrampurl`, () => HttpResponse.json({ url: 'javascript:alert(1)' }), {
        once: true,
      }),
    )
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    await openBuy()
    typeAmount('100')
    await act(async () => fireEvent.click(buyButton()))
    expect((await screen.findByRole('alert')).textContent).toContain("Couldn't open the purchase page")
    expect(open).not.toHaveBeenCalled()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })))
    await screen.findByText('Waiting for your purchase')
    expect(open).toHaveBeenCalledWith('https://pay.example/buy?x=1', '_blank', 'noopener')
  })

  it('shows an error with Retry when the URL generator fails', async () => {
    fail('post', '/v1/generators/onrampurl')
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    await openBuy()
    typeAmount('100')
    await act(async () => fireEvent.click(buyButton()))
    expect((await screen.findByRole('alert')).textContent).toContain("Couldn't open the purchase page")
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(open).not.toHaveBeenCalled()
  })

  it('hides Buy in a restricted time zone (spec 6)', async () => {
    await openAccount({}, 'Asia/Shanghai')
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull()
  })

  it('hides Buy when the onramp feature is off', async () => {
    await openAccount({ features: { onramp: false } })
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull()
  })

  it('hides Buy on a namespace outside networkSupport.onramp', async () => {
    await openAccount({ networkSupport: { onramp: ['solana'] } })
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull()
  })
})
