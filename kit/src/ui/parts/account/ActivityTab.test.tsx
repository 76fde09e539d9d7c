import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http, type JsonBodyType } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { updateAccountData } from '../../../core/account/updateAccountData.js'
import type { WalletKitEvent } from '../../../core/events/WalletKitEvent.js'
import { addPendingTransaction } from '../../../core/transactions/addPendingTransaction.js'
import { connectTestAccount, TEST_ADDRESS } from '../../../test/connectTestAccount.js'
import { createTestKit } from '../../../test/createTestKit.js'
import { renderModal } from '../../../test/renderModal.js'
import { setupTestServer } from '../../../test/setupTestServer.js'

const API = 'https://api.example'
const transfer = (symbol: string, numeric: string, direction: 'in' | 'out', spam = false) => ({
  fungible_info: spam ? null : { name: symbol, symbol, icon: null },
  nft_info: spam ? { name: '<img src=x onerror=alert(1)>', flags: { is_spam: true } } : null,
  direction,
  quantity: { numeric },
})
const tx = (
  id: string,
  minedAt: string,
  operationType: string,
  transfers: unknown[],
  chain = 'eip155:1',
) => ({
  id,
  metadata: { operationType, chain, minedAt, status: 'confirmed' },
  transfers,
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
    return HttpResponse.json(pages[query.get('cursor') ?? 'first'])
  }),
)
afterEach(() => {
  cleanup()
  failing = false
  purchases = []
})

async function openActivity() {
  const kit = createTestKit({ projectId: 'p', services: { blockchainApiUrl: API } })
  connectTestAccount(kit)
  act(() => updateAccountData(kit, 'eip155', { currentTab: 2 }))
  await renderModal(kit)
  return kit
}

describe('ActivityTab', () => {
  it('groups by year then month, newest first, drops spam and other chains, and loads the next page', async () => {
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
    ).toEqual(['Sent2 d-1.500 WKT', 'Received1 mo+20.000 USDC'])
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
    ).toBe('Swapped10 mo-0.250 ETH')
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
      'Sent-1.500 WKT',
      'Bought+20.000 USDC',
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
    expect(pending.textContent).toBe('Sendingjust now · Pending-2.000 USDC')
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
    expect(screen.getByRole('tabpanel').textContent).toBe('No activity yet')
    expect(events.map((event) => event.event)).toContain('ERROR_FETCH_TRANSACTIONS')
  })
})
