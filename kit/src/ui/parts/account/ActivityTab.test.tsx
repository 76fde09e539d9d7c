import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http, type JsonBodyType } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { updateAccountData } from '../../../core/account/updateAccountData.js'
import type { WalletKitEvent } from '../../../core/events/WalletKitEvent.js'
import { addPendingTransaction } from '../../../core/transactions/addPendingTransaction.js'
import { connectTestAccount, TEST_ADDRESS } from '../../../test/connectTestAccount.js'
import { createTestKit, testNetworks } from '../../../test/createTestKit.js'
import { renderModal } from '../../../test/renderModal.js'
import { setupTestServer } from '../../../test/setupTestServer.js'

const API = 'https://api.example'
const transfer = (symbol: string, numeric: string, direction: 'in' | 'out', spam = false) => ({
  fungible_info: spam ? null : { name: symbol, symbol, icon: null },
  nft_info: spam ? { name: '<img src=x onerror=alert(1)>', flags: { is_spam: true } } : null,
  direction,
  quantity: { numeric },
})
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hashOf = (id: string) => `0x${id.charCodeAt(0).toString(16).padStart(64, '0')}`
const tx = (
  id: string,
  minedAt: string,
  operationType: string,
  transfers: unknown[],
  chain = 'eip155:1',
  status = 'confirmed',
) => ({
  id,
  metadata: {
    operationType,
    chain,
    minedAt,
    status,
    hash: hashOf(id),
    sentFrom: operationType === 'send' ? TEST_ADDRESS : ALICE,
    sentTo: operationType === 'send' ? BOB.toLowerCase() : TEST_ADDRESS,
  },
  transfers,
})
const nft = (name: string, direction: 'in' | 'out') => ({
  fungible_info: null,
  nft_info: { name, content: { preview: null }, flags: { is_spam: false } },
  direction,
  quantity: { numeric: '1' },
})
const pages: Record<string, JsonBodyType> = {
  first: {
    data: [
      tx('a', '2026-11-20T10:00:00Z', 'send', [transfer('WKT', '1.5', 'out')]),
      tx('spam', '2026-11-19T10:00:00Z', 'receive', [transfer('X', '1', 'in', true)]),
      tx('b', '2026-10-02T10:00:00Z', 'receive', [transfer('USDC', '20', 'in')]),
      tx('base', '2026-10-01T10:00:00Z', 'receive', [transfer('ETH', '1', 'in')], 'eip155:8453'),
    ],
    next: 'b',
  },
  b: {
    data: [
      tx('c', '2025-12-31T10:00:00Z', 'trade', [
        transfer('ETH', '0.25', 'out'),
        transfer('USDC', '750', 'in'),
      ]),
    ],
    next: null,
  },
}
/** A first page a test puts in place of `pages.first`. */
let firstPage: JsonBodyType | undefined
let failing = false
/** What the history lists with `?onramp=…`: the onramp purchases (none unless a test says). */
let purchases: unknown[] = []
const server = setupTestServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
  http.get(`${API}/v1/identity/:address`, () => HttpResponse.json({ name: null, avatar: null })),
  http.get(`${API}/v1/account/:address/balance`, () => HttpResponse.json({ balances: [] })),
  http.get(`${API}/v1/account/:address/history`, ({ request }) => {
    const query = new URL(request.url).searchParams
    if (failing) return HttpResponse.json({ status: 'FAILED' }, { status: 500 })
    if (query.get('onramp')) return HttpResponse.json({ data: purchases, next: null })
    const cursor = query.get('cursor')
    return HttpResponse.json(cursor ? pages[cursor] : (firstPage ?? pages.first))
  }),
)
afterEach(() => {
  cleanup()
  failing = false
  purchases = []
  firstPage = undefined
})

const etherscan = { default: { name: 'Etherscan', url: 'https://etherscan.io' } }

async function openActivity() {
  const kit = createTestKit({
    projectId: 'p',
    services: { blockchainApiUrl: API },
    networks: [{ ...testNetworks.mainnet, blockExplorers: etherscan }, testNetworks.base],
  })
  connectTestAccount(kit)
  act(() => updateAccountData(kit, 'eip155', { currentTab: 2 }))
  await renderModal(kit)
  return kit
}

describe('ActivityTab', () => {
  // Two pages and role queries over the whole modal: seconds of jsdom on a loaded machine.
  it('groups by year then month, newest first, drops spam and other chains, and loads the next page', {
    timeout: 20_000,
  }, async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date'] })
    await openActivity()
    await screen.findByText('Sent')
    const panel = screen.getByRole('tabpanel')
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['2026', 'November', 'October'])
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Sent Confirmedto 0x70…dc79C8-1.500 WKT2 d',
      'Received Confirmedfrom 0xf3…b92266+20.000 USDC1 mo',
    ])
    expect(panel.textContent).not.toContain('onerror')
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByText('Swapped')
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['2026', 'November', 'October', '2025', 'December'])
    expect(
      within(screen.getByRole('region', { name: 'December 2025' })).getByRole('listitem').textContent,
    ).toBe('Swapped Confirmed-0.250 ETH10 mo')
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('reads an onramp purchase as "Bought": the history lists it when asked with onramp=coinbase', async () => {
    const onrampQueries: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      onrampQueries.push(new URL(request.url).searchParams.get('onramp'))
    })
    purchases = [tx('b', '2026-10-02T10:00:00Z', 'receive', [transfer('USDC', '20', 'in')])]
    await openActivity()
    await screen.findByText('Bought')
    const rows = within(screen.getByRole('tabpanel')).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent?.replace(/\d+ (d|mo)/, ''))).toEqual([
      'Sent Confirmedto 0x70…dc79C8-1.500 WKT',
      'Bought Confirmedfrom 0xf3…b92266+20.000 USDC',
    ])
    expect(onrampQueries).toContain('coinbase')
    server.events.removeAllListeners()
  })

  it('shows transactions sent from the kit at the top until they are mined', async () => {
    const kit = await openActivity()
    await screen.findByText('Sent')
    act(() =>
      addPendingTransaction(kit, {
        hash: `0x${'cd'.repeat(32)}`,
        chainId: 'eip155:1',
        from: TEST_ADDRESS,
        to: TEST_ADDRESS,
        amount: '2',
        symbol: 'USDC',
        sentAt: new Date().toISOString(),
      }),
    )
    const pending = screen.getByRole('list', { name: 'Pending transactions' })
    expect(pending.textContent).toBe('Sending Pendingto 0x52…169EE7-2.000 USDCjust now')
  })

  it('shows an NFT transfer as the NFT, and a failed one as Failed', async () => {
    firstPage = {
      data: [
        tx('n', '2026-11-20T10:00:00Z', 'send', [nft('Pixel Harbors #6887', 'out')], 'eip155:1', 'failed'),
      ],
      next: null,
    }
    await openActivity()
    const row = await screen.findByRole('button', { name: /Pixel Harbors #6887/ })
    expect(row.textContent).toMatch(/^PSent Failedto 0x70…dc79C8Pixel Harbors #6887.+$/)
    expect(row.textContent).not.toContain('1.000')
  })

  it('opens the detail of a row: full checksummed receiver, status, and the explorer link', async () => {
    const kit = await openActivity()
    fireEvent.click(await screen.findByRole('button', { name: /^Sent Confirmedto 0x70…dc79C8/ }))
    const details = (await screen.findByText('Status')).closest('dl') as HTMLElement
    expect(details.getAttribute('aria-label')).toBe('Transaction details')
    expect(kit.store.getState().router.view).toBe('ActivityDetail')
    expect(screen.getByRole('heading', { name: 'Transaction' })).toBeTruthy()
    expect(screen.getByText('-1.500 WKT')).toBeTruthy()
    expect(within(details).getByText('To').nextSibling?.textContent).toBe(BOB)
    expect(within(details).getByText('Status').nextSibling?.textContent).toBe('Confirmed')
    const link = screen.getByRole('link', { name: 'View on Etherscan' })
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${hashOf('a')}`)
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('says "Failed to fetch transactions" and tracks ERROR_FETCH_TRANSACTIONS when the history fails', async () => {
    failing = true
    const events: WalletKitEvent[] = []
    const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } })
    kit.events.subscribe((event) => events.push(event))
    connectTestAccount(kit)
    act(() => updateAccountData(kit, 'eip155', { currentTab: 2 }))
    await renderModal(kit)
    expect(await screen.findByText('Failed to fetch transactions')).toBeTruthy()
    expect(within(screen.getByRole('tabpanel')).getByText('No activity yet')).toBeTruthy()
    expect(events.map((event) => event.event)).toContain('ERROR_FETCH_TRANSACTIONS')
  })

  it('offers Buy crypto on an empty history, which opens Buy', async () => {
    failing = true
    const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } })
    connectTestAccount(kit)
    act(() => updateAccountData(kit, 'eip155', { currentTab: 2 }))
    await renderModal(kit)
    const panel = screen.getByRole('tabpanel')
    await vi.waitFor(() => within(panel).getByText('No activity yet'), { timeout: 10_000 })
    fireEvent.click(within(panel).getByRole('button', { name: 'Buy crypto' }))
    expect(kit.store.getState().router.view).toBe('Buy')
  })

  it('says Activity is not available on a network outside networkSupport.activity, and offers Switch network', async () => {
    let asked = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/history')) asked++
    })
    const kit = createTestKit({
      projectId: 'p',
      services: { blockchainApiUrl: API },
      networkSupport: { activity: [] },
    })
    connectTestAccount(kit)
    act(() => updateAccountData(kit, 'eip155', { currentTab: 2 }))
    await renderModal(kit)
    const panel = await screen.findByRole('tabpanel')
    await vi.waitFor(() => within(panel).getByText('Activity is not available on this network'), {
      timeout: 10_000,
    })
    fireEvent.click(within(panel).getByRole('button', { name: 'Switch network' }))
    expect(kit.store.getState().router.view).toBe('Networks')
    expect(asked).toBe(0)
  })
})
