import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRequestAdapter } from '../../test/createRequestAdapter.js'
import { createTestKit } from '../../test/createTestKit.js'
import { setupTestServer } from '../../test/setupTestServer.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { addPendingTransaction } from './addPendingTransaction.js'
import { watchPendingTransactions } from './watchPendingTransactions.js'

const API = 'https://api.example'
const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const hash = `0x${'ab'.repeat(32)}`
const requests: string[] = []
setupTestServer(
  http.get(`${API}/v1/supported-chains`, () => HttpResponse.json({ http: ['eip155:1'], ws: [] })),
  http.get(`${API}/v1/account/:address/balance`, () => {
    requests.push('balance')
    return HttpResponse.json({ balances: [] })
  }),
  http.get(`${API}/v1/account/:address/history`, ({ request }) => {
    // The onramp purchases (asked alongside each page where Buy is offered): none here.
    if (new URL(request.url).searchParams.get('onramp')) return HttpResponse.json({ data: [], next: null })
    requests.push('history')
    // The provider's indexer lists the mined transaction from its second answer on.
    const listed = requests.filter((request) => request === 'history').length > 1
    const mined = {
      id: 'mined',
      metadata: {
        operationType: 'send',
        chain: 'eip155:1',
        minedAt: '2026-11-22T20:00:00Z',
        status: 'confirmed',
        hash,
      },
      transfers: [],
    }
    return HttpResponse.json({ data: listed ? [mined] : [], next: null })
  }),
)
afterEach(() => {
  requests.length = 0
})

/** Lets the mocked network answer without moving the fake clock (vi.waitFor would advance it). */
async function settle(done: () => boolean) {
  const until = performance.now() + 5000
  while (!done() && performance.now() < until) await new Promise((resolve) => setImmediate(resolve))
}

describe('watchPendingTransactions', () => {
  it('asks for the receipt every second, and once mined drops the transaction and reloads balances and history', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let mined = false
    const { adapter, requests: walletRequests } = createRequestAdapter(async () =>
      mined ? { status: '0x1', transactionHash: hash } : null,
    )
    const kit = createTestKit(
      { projectId: 'p', services: { blockchainApiUrl: API } },
      { adapters: [adapter] },
    )
    setCaipAddress(kit, 'eip155', `eip155:1:${address}`)
    const stop = watchPendingTransactions(kit)
    addPendingTransaction(kit, {
      hash,
      chainId: 'eip155:1',
      from: address,
      to: address,
      amount: '1',
      symbol: 'ETH',
      sentAt: new Date().toISOString(),
    })
    await vi.advanceTimersByTimeAsync(999)
    expect(walletRequests).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(walletRequests).toEqual([{ method: 'eth_getTransactionReceipt', params: [hash] }])
    expect(kit.store.getState().pendingTransactions).toHaveLength(1)
    mined = true
    await vi.advanceTimersByTimeAsync(1000)
    await settle(() => requests.length === 2 && kit.store.getState().transactions.loading === false)
    expect([...requests].sort()).toEqual(['balance', 'history'])
    expect(kit.store.getState().pendingTransactions).toEqual([])
    // The history does not list it yet: balances and history are asked again 4 s later (spec 9 fallback polling).
    await vi.advanceTimersByTimeAsync(3999)
    expect(requests).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    await settle(() => requests.length === 4 && kit.store.getState().transactions.transactions.length === 1)
    expect(requests).toHaveLength(4)
    expect(kit.store.getState().transactions.transactions.map((transaction) => transaction.id)).toEqual([
      'mined',
    ])
    await vi.advanceTimersByTimeAsync(20_000)
    expect(requests).toHaveLength(4)
    // Two receipts asked; each balance reload also asks the wallet what it can tell (wallet_getCapabilities).
    expect(walletRequests.filter((request) => request.method === 'eth_getTransactionReceipt')).toHaveLength(2)
    stop()
  })
})
