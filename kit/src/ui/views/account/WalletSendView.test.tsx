import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { registerAdapter } from '../../../core/connection/registerAdapter.js'
import { setActiveCaipNetwork } from '../../../core/network/setActiveCaipNetwork.js'
import { connectTestAccount } from '../../../test/connectTestAccount.js'
import { createRequestAdapter } from '../../../test/createRequestAdapter.js'
import { createTestKit, testNetworks } from '../../../test/createTestKit.js'
import { renderModal } from '../../../test/renderModal.js'

const API = 'https://api.example'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const WKT = 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const balance = (symbol: string, numeric: string, address: string | null) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address,
  value: 1,
  price: 1,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})
const server = setupServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
  http.get(`${API}/v1/identity/:address`, () => HttpResponse.json({ name: null, avatar: null })),
  http.get(`${API}/v1/profile/account/:name`, () =>
    HttpResponse.json({
      name: 'bob.wk.eth',
      addresses: { '60': { address: BOB.toLowerCase() } },
      attributes: [],
    }),
  ),
  http.get(`${API}/v1/account/:address/history`, () => HttpResponse.json({ data: [], next: null })),
  http.get(`${API}/v1/account/:address/balance`, () =>
    HttpResponse.json({ balances: [balance('ETH', '2', null), balance('WKT', '5', WKT)] }),
  ),
)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => cleanup())
afterAll(() => server.close())

const hash = `0x${'34'.repeat(32)}`

async function openSend() {
  const { adapter, requests } = createRequestAdapter(async ({ method }) =>
    method === 'eth_sendTransaction'
      ? hash
      : method === 'eth_estimateGas'
        ? '0x5208'
        : method === 'eth_gasPrice'
          ? '0x3b9aca00'
          : null,
  )
  const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } }, { adapters: [adapter] })
  registerAdapter(kit, adapter)
  connectTestAccount(kit)
  await renderModal(kit)
  await screen.findByText('5.000 WKT', {}, { timeout: 3000 })
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  await screen.findByLabelText('Amount', { exact: true }, { timeout: 3000 })
  return { kit, requests }
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } })

describe('WalletSendView', () => {
  it('asks for "Please enter a valid amount and receiver address" with an invalid receiver or no amount', async () => {
    await openSend()
    type('Amount', '1')
    type('To', '0x1234')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview send' })))
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid amount and receiver address')
    type('Amount', '')
    type('To', BOB)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview send' })))
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid amount and receiver address')
  })

  it('states an insufficient balance, and Max fills the whole balance', async () => {
    await openSend()
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: WKT } })
    type('Amount', '5.1')
    expect(screen.getByText('Insufficient balance')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((screen.getByLabelText('Amount', { exact: true }) as HTMLInputElement).value).toBe('5')
    expect(screen.getByText('Balance: 5.000 WKT')).toBeTruthy()
  })

  it('previews the send with its network fee, sends it through the wallet and returns to Activity', async () => {
    const { kit, requests } = await openSend()
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: WKT } })
    type('Amount', '1.5')
    type('To', BOB)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview send' })))
    expect(screen.getAllByRole('definition').map((value) => value.textContent)[0]).toBe('1.5 WKT')
    // 21,000 gas at 1 gwei.
    expect(await screen.findByText('< 0.001 ETH')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(requests.find((request) => request.method === 'eth_sendTransaction')).toBeTruthy()
    expect(await screen.findByText('Transaction started')).toBeTruthy()
    expect(kit.store.getState().router.view).toBe('Account')
    expect(kit.store.getState().accounts.eip155?.currentTab).toBe(2)
  })

  it('refuses an amount with more decimals than the token beside the amount, instead of rounding it', async () => {
    await openSend()
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: WKT } })
    type('Amount', '0.0000000000000000004')
    type('To', BOB)
    expect(screen.getByText('WKT allows at most 18 decimals')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview send' })))
    const amount = screen.getByLabelText('Amount', { exact: true })
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('alert').textContent).toBe('WKT allows at most 18 decimals')
    expect(amount.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id)
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
  })

  it('refuses a receiver with a wrong EIP-55 checksum beside the receiver field', async () => {
    await openSend()
    type('Amount', '1')
    type('To', '0x70997970c51812dc3A010C7d01b50e0d17dc79C8')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview send' })))
    const to = screen.getByLabelText('To', { exact: true })
    expect(to.getAttribute('aria-invalid')).toBe('true')
    expect(to.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id)
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid amount and receiver address')
  })

  it('previews the exact amount and the full checksummed receiver, not a rounded amount and a truncated one', async () => {
    await openSend()
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: WKT } })
    type('Amount', '0.0004')
    type('To', BOB.toLowerCase())
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview send' })))
    const [amount, to] = screen.getAllByRole('definition').map((value) => value.textContent)
    expect(amount).toBe('0.0004 WKT')
    expect(to).toBe(BOB)
  })

  it('previews a typed name beside the full address it resolved to', async () => {
    await openSend()
    type('Amount', '1')
    type('To', 'bob.wk.eth')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview send' })))
    expect(screen.getAllByRole('definition').map((value) => value.textContent)[1]).toBe(`bob.wk.eth (${BOB})`)
  })

  it("offers only the new network's tokens after a network switch, not the previous chain's", async () => {
    const { kit } = await openSend()
    expect(screen.getByRole('option', { name: 'WKT' })).toBeTruthy()
    act(() => setActiveCaipNetwork(kit, testNetworks.base))
    // The view may have mounted outside act (a lazy view resolving), so its store subscription can land a tick late.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'WKT' })).toBeNull())
  })

  it('empties the form when the network changes (spec 4)', async () => {
    const { kit } = await openSend()
    type('Amount', '1.5')
    act(() => setActiveCaipNetwork(kit, testNetworks.base))
    expect(kit.store.getState().send.amount).toBeUndefined()
  })
})
