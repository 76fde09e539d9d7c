import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainAdapterRequest } from '../../chains/ChainAdapter.js'
import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import { registerAdapter } from '../../core/connection/registerAdapter.js'
import { setActiveCaipNetwork } from '../../core/network/setActiveCaipNetwork.js'
import { connectTestAccount } from '../../test/connectTestAccount.js'
import { createRequestAdapter } from '../../test/createRequestAdapter.js'
import { createTestKit, testNetworks } from '../../test/createTestKit.js'
import { fixtureHandlers } from '../../test/fixtureHandlers.js'
import { recordRequests } from '../../test/recordRequests.js'
import { renderModal } from '../../test/renderModal.js'
import { setupTestServer } from '../../test/setupTestServer.js'

const API = 'https://api.example'
const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const MAX = '115792089237316195423570985008687907853269984665640564039457584007913129639935'
const balance = (
  symbol: string,
  numeric: string,
  decimals: string,
  address: string | null,
  price: number,
) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address,
  value: price * Number(numeric),
  price,
  quantity: { decimals, numeric },
  iconUrl: '',
})
/** The router may spend USDC once the approve transaction has been sent. */
const allowance = { approved: false }
const server = setupTestServer(
  http.get(`${API}/v1/account/:address/balance`, () =>
    HttpResponse.json({
      balances: [balance('ETH', '2', '18', null, 3120.45), balance('USDC', '12.345678', '6', USDC, 1)],
    }),
  ),
  http.get(`${API}/v1/convert/allowance`, () =>
    HttpResponse.json({ allowance: allowance.approved ? MAX : '0' }),
  ),
  ...fixtureHandlers({ blockchainApiUrl: API }),
)
const httpRequests = recordRequests(server)
afterEach(() => {
  cleanup()
  allowance.approved = false
})

const APPROVE_HASH = `0x${'a1'.repeat(32)}`
const SWAP_HASH = `0x${'5a'.repeat(32)}`
const anvil: CaipNetwork = {
  ...testNetworks.mainnet,
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Anvil',
}

type Wallet = { rejectNext: boolean }

async function openAccount(networks?: CaipNetwork[]) {
  const wallet: Wallet = { rejectNext: false }
  const { adapter, requests } = createRequestAdapter(async ({ method, params }: ChainAdapterRequest) => {
    if (method === 'eth_getTransactionReceipt')
      return { status: '0x1', transactionHash: (params as string[])[0] }
    if (method !== 'eth_sendTransaction') return null
    if (wallet.rejectNext) {
      wallet.rejectNext = false
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    const [tx] = params as { to: string }[]
    if (tx?.to.toLowerCase() === USDC.split(':')[2]?.toLowerCase()) {
      allowance.approved = true
      return APPROVE_HASH
    }
    return SWAP_HASH
  })
  const kit = createTestKit(
    { projectId: 'p', services: { blockchainApiUrl: API }, ...(networks ? { networks } : {}) },
    { adapters: [adapter] },
  )
  registerAdapter(kit, adapter)
  connectTestAccount(kit)
  await renderModal(kit)
  await screen.findByText('12.345 USDC')
  return { kit, requests, wallet }
}

async function openSwap() {
  const opened = await openAccount()
  fireEvent.click(screen.getByRole('button', { name: 'Swap' }))
  await screen.findByLabelText('Sell amount')
  return opened
}

async function pick(side: 'sell' | 'buy', current: string, symbol: string) {
  fireEvent.click(screen.getByRole('button', { name: current }))
  await screen.findByRole('searchbox', { name: 'Search tokens' })
  const option = await screen.findByRole('button', { name: new RegExp(`^${symbol} `) })
  fireEvent.click(option)
  await screen.findByRole('button', { name: `${side === 'sell' ? 'Sell' : 'Buy'} token: ${symbol}` })
}

const typeAmount = (value: string) =>
  fireEvent.change(screen.getByLabelText('Sell amount'), { target: { value } })
const actionButton = (name: string) => screen.findByRole('button', { name })
const sentTransactions = (requests: ChainAdapterRequest[]) =>
  requests.filter((request) => request.method === 'eth_sendTransaction')

describe('SwapView', () => {
  it('shows the quote, rate, minimum received and network fee once the amount has settled', async () => {
    await openSwap()
    await pick('buy', 'Select token to buy', 'USDC')
    // Typed within the 500 ms debounce: one quote, for the settled amount.
    typeAmount('0.5')
    typeAmount('1')
    expect(screen.getByRole('button', { name: 'Getting quote…' })).toHaveProperty('disabled', true)
    // ETH at $3,120.45 less the 0.3 % fee: 3,111.08865 USDC.
    await waitFor(() => expect(screen.getByLabelText('Buy amount')).toHaveProperty('value', '3111.08865'))
    const values = screen.getAllByRole('definition').map((value) => value.textContent)
    expect(values[0]).toBe('1 ETH = 3111.0886 USDC')
    expect(values[1]).toBe('3079.977763 USDC')
    // 200,000 gas at the fixture's 12 gwei: 0.0024 ETH, $7.48 at $3,120.45.
    expect(values[2]).toBe('~0.0024 ETH ($7.48)')
    expect(await actionButton('Swap')).toHaveProperty('disabled', false)
    const quotes = httpRequests.filter((request) => request.url.includes('/v1/convert/quotes'))
    expect(quotes).toHaveLength(1)
    expect(new URL(quotes[0]?.url ?? '').searchParams.get('amount')).toBe('1000000000000000000')
    expect(new URL(quotes[0]?.url ?? '').searchParams.get('gasPrice')).toBe('12000000000')
  })

  it('refuses an amount over the balance or finer than the token, and disables the button', async () => {
    await openSwap()
    await pick('sell', 'Sell token: ETH', 'USDC')
    await pick('buy', 'Select token to buy', 'ETH')
    typeAmount('12.345679')
    expect(screen.getByRole('button', { name: 'Insufficient USDC balance' })).toHaveProperty('disabled', true)
    expect(screen.getByLabelText('Sell amount').getAttribute('aria-invalid')).toBe('true')
    typeAmount('0.0000001')
    expect(screen.getByText('USDC allows at most 6 decimals')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Enter a valid amount' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(screen.getByLabelText('Sell amount')).toHaveProperty('value', '12.345678')
    expect(await actionButton('Approve USDC')).toHaveProperty('disabled', false)
  })

  it('approves a short allowance, waits for it, then swaps, and shows the swap complete', async () => {
    const { kit, requests } = await openSwap()
    await pick('sell', 'Sell token: ETH', 'USDC')
    await pick('buy', 'Select token to buy', 'ETH')
    typeAmount('10')
    fireEvent.click(await actionButton('Approve USDC'))
    expect(await screen.findByText('Swap complete')).toBeTruthy()
    expect(screen.getByText('You swapped 10 USDC for 0.003195 ETH')).toBeTruthy()
    const [approve, swap] = sentTransactions(requests).map(
      (request) => (request.params as { to: string }[])[0],
    )
    expect(approve?.to.toLowerCase()).toBe(USDC.split(':')[2]?.toLowerCase())
    expect(swap?.to).not.toBe(approve?.to)
    const paths = httpRequests.map((request) => new URL(request.url).pathname)
    expect(paths.indexOf('/v1/convert/build-approve')).toBeGreaterThan(-1)
    expect(paths.indexOf('/v1/convert/build-transaction')).toBeGreaterThan(
      paths.indexOf('/v1/convert/build-approve'),
    )
    const receipts = requests.filter((request) => request.method === 'eth_getTransactionReceipt')
    expect(receipts.map((request) => (request.params as string[])[0])).toEqual(
      expect.arrayContaining([APPROVE_HASH, SWAP_HASH]),
    )
    expect(await screen.findByText('Transaction started')).toBeTruthy()
    expect(kit.store.getState().pendingTransactions.map((pending) => pending.hash)).toContain(SWAP_HASH)
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(kit.store.getState().router.view).toBe('Account')
  })

  it('says the wallet rejected the swap, and Try again sends it again', async () => {
    const { requests, wallet } = await openSwap()
    await pick('buy', 'Select token to buy', 'USDC')
    typeAmount('0.5')
    wallet.rejectNext = true
    fireEvent.click(await actionButton('Swap'))
    expect((await screen.findByRole('alert')).textContent).toBe('You rejected the request in your wallet')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect(await screen.findByText('Swap complete')).toBeTruthy()
    expect(sentTransactions(requests)).toHaveLength(2)
  })

  it('shows a failed quote with Retry, which gets the quote', async () => {
    await openSwap()
    server.use(
      http.get(`${API}/v1/convert/quotes`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    )
    await pick('buy', 'Select token to buy', 'USDC')
    typeAmount('1')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t get a quote: HTTP status code: 500')
    expect(screen.getByRole('button', { name: 'Quote unavailable' })).toHaveProperty('disabled', true)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })))
    await waitFor(() => expect(screen.getByLabelText('Buy amount')).toHaveProperty('value', '3111.08865'))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('finds tokens to buy by name or symbol in the list', async () => {
    await openSwap()
    fireEvent.click(screen.getByRole('button', { name: 'Select token to buy' }))
    const search = await screen.findByRole('searchbox', { name: 'Search tokens' })
    await screen.findByRole('button', { name: /^WBTC / })
    fireEvent.change(search, { target: { value: 'chainlink' } })
    await waitFor(() => expect(screen.queryByRole('button', { name: /^WBTC / })).toBeNull())
    expect(screen.getByRole('button', { name: /^LINK / })).toBeTruthy()
  })

  it('moves through the token list with the arrow keys and gives focus back to the token button', async () => {
    await openSwap()
    fireEvent.click(screen.getByRole('button', { name: 'Select token to buy' }))
    const search = await screen.findByRole('searchbox', { name: 'Search tokens' })
    await screen.findByRole('button', { name: /^USDC / })
    expect(document.activeElement).toBe(search)
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toMatch(/^ETH/)
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toMatch(/^USDC/)
    fireEvent.click(document.activeElement as HTMLElement)
    const picked = await screen.findByRole('button', { name: 'Buy token: USDC' })
    await waitFor(() => expect(document.activeElement).toBe(picked))
  })
})

describe('AccountActions with swaps', () => {
  it('offers Swap before Receive and Send on a swap network, and hides it on another network', async () => {
    const { kit } = await openAccount([testNetworks.mainnet, anvil])
    const actions = () =>
      screen
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => ['Swap', 'Receive', 'Send'].includes(text ?? ''))
    expect(actions()).toEqual(['Swap', 'Receive', 'Send'])
    act(() => setActiveCaipNetwork(kit, anvil))
    await waitFor(() => expect(actions()).toEqual(['Receive', 'Send']))
  })
})
