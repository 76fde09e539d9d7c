import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
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
  http.get(`${API}/v1/profile/account/:name`, ({ params }) =>
    params.name === 'bob.wk.eth'
      ? HttpResponse.json({
          name: 'bob.wk.eth',
          addresses: { '60': { address: BOB.toLowerCase() } },
          attributes: [],
        })
      : HttpResponse.json({ status: 'FAILED', error: 'Not Found' }, { status: 404 }),
  ),
  http.get(`${API}/public/getTokenImage/:symbol`, () => new HttpResponse(null, { status: 404 })),
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
  const kit = createTestKit(
    { projectId: 'p', services: { blockchainApiUrl: API, walletDirectoryUrl: API } },
    { adapters: [adapter] },
  )
  registerAdapter(kit, adapter)
  connectTestAccount(kit)
  await renderModal(kit)
  await screen.findByText('5.000 WKT')
  fireEvent.click(screen.getByRole('button', { name: 'Send' }))
  await screen.findByLabelText('Amount', { exact: true })
  return { kit, requests }
}

const field = (label: string) => screen.getByLabelText(label, { exact: true })
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
/** Types into a field and leaves it, as a visitor moving on to the next field does. */
const fill = (label: string, value: string) => {
  type(label, value)
  fireEvent.blur(field(label))
}
const previewButton = () => screen.getByRole('button', { name: 'Preview send' }) as HTMLButtonElement

/** Picks a token in the token list the token button opens; back on the form once picked. */
async function pickToken(symbol: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Token: / }))
  const list = await screen.findByRole('list', { name: 'Select a token to send' })
  fireEvent.click(within(list).getByRole('button', { name: new RegExp(`^${symbol} `) }))
  await screen.findByRole('button', { name: `Token: ${symbol}` })
}

/** The field's message: the alert its aria-describedby names. */
const messageOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? []
  const alert = screen.getAllByRole('alert').find((element) => ids.includes(element.id))
  return alert?.textContent
}

describe('WalletSendView', () => {
  it('keeps Preview send disabled until the form is valid, with the spec message under the field left invalid', async () => {
    await openSend()
    expect(previewButton().disabled).toBe(true)
    fill('Amount', '1')
    fill('To', '0x1234')
    expect(field('To').getAttribute('aria-invalid')).toBe('true')
    expect(messageOf('To')).toBe('Please enter a valid amount and receiver address')
    expect(messageOf('Amount')).toBeUndefined()
    expect(previewButton().disabled).toBe(true)
    fill('To', BOB)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(previewButton().disabled).toBe(false)
    fill('Amount', '')
    expect(messageOf('Amount')).toBe('Please enter a valid amount and receiver address')
    expect(previewButton().disabled).toBe(true)
  })

  it('says an unknown name has no address under the To field, apart from a bad address', async () => {
    await openSend()
    fill('Amount', '1')
    fill('To', 'nobody.wk.eth')
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => fireEvent.click(previewButton()))
    expect(messageOf('To')).toBe('No address found for nobody.wk.eth: check the name or paste an address')
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    // Typing again clears what the lookup found.
    type('To', 'nobody.wk.et')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('lists the balances in a token list, marks the token picked and returns to the form with the one chosen', async () => {
    await openSend()
    fireEvent.click(screen.getByRole('button', { name: 'Token: ETH' }))
    const list = await screen.findByRole('list', { name: 'Select a token to send' })
    expect(within(list).getAllByRole('button')).toHaveLength(2)
    expect(within(list).getByRole('button', { name: 'ETH ETH 2.000' }).getAttribute('aria-current')).toBe(
      'true',
    )
    expect(
      within(list).getByRole('button', { name: 'WKT WKT 5.000' }).getAttribute('aria-current'),
    ).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to send' }))
    expect(await screen.findByRole('button', { name: 'Token: ETH' })).toBe(document.activeElement)
    await pickToken('WKT')
    expect(screen.getByText('Balance: 5.000 WKT')).toBeTruthy()
  })

  it('states an insufficient balance, and Max fills the whole balance', async () => {
    await openSend()
    await pickToken('WKT')
    type('Amount', '5.1')
    expect(messageOf('Amount')).toBe('Insufficient balance')
    expect(previewButton().disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((screen.getByLabelText('Amount', { exact: true }) as HTMLInputElement).value).toBe('5')
    expect(screen.getByText('Balance: 5.000 WKT')).toBeTruthy()
  })

  it('previews the send with its network fee, sends it through the wallet and returns to Activity', async () => {
    const { kit, requests } = await openSend()
    await pickToken('WKT')
    type('Amount', '1.5')
    type('To', BOB)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview send' })))
    expect((await screen.findAllByRole('definition')).map((value) => value.textContent)[0]).toBe('1.5 WKT')
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
    await pickToken('WKT')
    type('Amount', '0.0000000000000000004')
    type('To', BOB)
    expect(field('Amount').getAttribute('aria-invalid')).toBe('true')
    expect(messageOf('Amount')).toBe('WKT allows at most 18 decimals')
    expect(previewButton().disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
  })

  it('refuses a receiver with a wrong EIP-55 checksum beside the receiver field', async () => {
    await openSend()
    fill('Amount', '1')
    fill('To', '0x70997970c51812dc3A010C7d01b50e0d17dc79C8')
    expect(field('To').getAttribute('aria-invalid')).toBe('true')
    expect(messageOf('To')).toBe('Please enter a valid amount and receiver address')
    expect(previewButton().disabled).toBe(true)
  })

  it('previews the exact amount and the full checksummed receiver, not a rounded amount and a truncated one', async () => {
    await openSend()
    await pickToken('WKT')
    type('Amount', '0.0004')
    type('To', BOB.toLowerCase())
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview send' })))
    const [amount, to] = (await screen.findAllByRole('definition')).map((value) => value.textContent)
    expect(amount).toBe('0.0004 WKT')
    expect(to).toBe(BOB)
  })

  it('previews a typed name beside the full address it resolved to', async () => {
    await openSend()
    type('Amount', '1')
    type('To', 'bob.wk.eth')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview send' })))
    expect((await screen.findAllByRole('definition')).map((value) => value.textContent)[1]).toBe(
      `bob.wk.eth ${BOB}`,
    )
  })

  it("offers only the new network's tokens after a network switch, not the previous chain's", async () => {
    const { kit } = await openSend()
    fireEvent.click(screen.getByRole('button', { name: 'Token: ETH' }))
    const list = await screen.findByRole('list', { name: 'Select a token to send' })
    expect(within(list).getByRole('button', { name: /^WKT / })).toBeTruthy()
    act(() => setActiveCaipNetwork(kit, testNetworks.base))
    // The view may have mounted outside act (a lazy view resolving), so its store subscription can land a tick late.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^WKT / })).toBeNull())
  })

  it('empties the form when the network changes (spec 4)', async () => {
    const { kit } = await openSend()
    type('Amount', '1.5')
    act(() => setActiveCaipNetwork(kit, testNetworks.base))
    expect(kit.store.getState().send.amount).toBeUndefined()
  })
})
