import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http, type JsonBodyType } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { connectTestAccount } from '../../../test/connectTestAccount.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { renderModal } from '../../../test/renderModal.js'
import { setupTestServer } from '../../../test/setupTestServer.js'

const API = 'https://api.example'
const token = (
  symbol: string,
  name: string,
  numeric: string,
  price: number,
  decimals = '18',
  address?: string,
) => ({
  name,
  symbol,
  chainId: 'eip155:1',
  address: address ?? null,
  value: Number(numeric) * price,
  price,
  quantity: { decimals, numeric },
  iconUrl: `https://icons.example/${symbol}.png`,
})
let balances: JsonBodyType = { balances: [] }
let status = 200
setupTestServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
  http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json(balances, { status })),
  http.get(`${API}/v1/identity/:address`, () => HttpResponse.json({ name: null, avatar: null })),
)
afterEach(() => {
  cleanup()
  status = 200
  balances = { balances: [] }
})

async function openTokens(features: { receive?: boolean } = {}) {
  const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API }, features })
  connectTestAccount(kit)
  await renderModal(kit)
  return kit
}

describe('TokensTab', () => {
  it('lists native and ERC-20 tokens with quantities floored to 3 decimals and the total in dollars and pennies', async () => {
    balances = {
      balances: [
        token('ETH', 'Ether', '9999.4999', 3000),
        token('USDC', 'USD Coin', '10.5', 1, '6', 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
        token('JUNK', 'Junk', '1', 1, '0', 'eip155:1:0x0000000000000000000000000000000000000001'),
      ],
    }
    await openTokens()
    const total = await screen.findByText('Total balance', { exact: false })
    expect(total.parentElement?.textContent).toBe('Total balance $29,998,510.20')
    const rows = within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ether$3,000.00$29,998,499.709,999.499 ETH',
      'USD Coin$1.00$10.5010.500 USDC',
    ])
    // Amounts read left to right in any language (in Arabic the total's two parts would otherwise trade places).
    expect(total.parentElement?.querySelector('bdi')?.getAttribute('dir')).toBe('ltr')
    expect(screen.getByText('$29,998,499.70').closest('bdi')?.getAttribute('dir')).toBe('ltr')
    expect(screen.getByText('$3,000.00').closest('bdi')?.getAttribute('dir')).toBe('ltr')
  })

  it('renders hostile names and symbols as text', async () => {
    balances = { balances: [token('<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', '1', 1)] }
    await openTokens()
    await screen.findByText('"><script>alert(1)</script>')
    // The account header shows it too, as the native token's symbol.
    expect(screen.getAllByText('1.000 <img src=x onerror=alert(1)>').length).toBeGreaterThan(0)
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(document.querySelector('script')).toBeNull()
  })

  it('says "Token Balance Unavailable" when the balance fetch fails, and Retry fetches them again at once', async () => {
    status = 500
    balances = { status: 'FAILED' }
    await openTokens()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Token Balance Unavailable')).toBeTruthy()
    status = 200
    balances = { balances: [token('ETH', 'Ether', '2', 3000)] }
    // Within the 30 s retry block: the visitor's Retry asks again all the same.
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    const rows = within(await screen.findByRole('list', { name: 'Tokens' })).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('2.000 ETH')])
    expect(within(screen.getByRole('tabpanel')).queryByText('Token Balance Unavailable')).toBeNull()
  })

  it('offers Receive when there is nothing to show', async () => {
    const kit = await openTokens()
    fireEvent.click(await screen.findByRole('button', { name: 'Receive funds' }))
    await screen.findByRole('dialog', { name: 'Receive' })
    expect(kit.store.getState().router.view).toBe('WalletReceive')
  })

  it('offers no Receive when features.receive is off', async () => {
    await openTokens({ receive: false })
    expect(await screen.findByText('No tokens yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Receive funds' })).toBeNull()
  })
})
