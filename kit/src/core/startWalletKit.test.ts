import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter, Connector } from '../chains/ChainAdapter.js'
import { STORAGE_KEYS } from '../config/constants.js'
import { createTestKit } from '../test/createTestKit.js'
import { inEnglish } from '../test/inEnglish.js'
import { recordRequests } from '../test/recordRequests.js'
import { closeModal } from './modal/closeModal.js'
import { openModal } from './modal/openModal.js'
import { startWalletKit } from './startWalletKit.js'

const sandboxWallet: Connector = {
  id: 'io.walletkit.sandbox',
  name: 'Sandbox Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
}

function countingAdapter() {
  const listeners = new Set<() => void>()
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    connectors: () => [sandboxWallet],
    connect: async () => ({ address: '0x', chainId: 1 }),
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    on: (_event, listener) => {
      const entry = () => listener({} as never)
      listeners.add(entry)
      return () => listeners.delete(entry)
    },
  }
  return { adapter, listeners }
}

describe('startWalletKit', () => {
  it('follows the adapters the kit was created with, once, and lists their connectors', () => {
    const { adapter, listeners } = countingAdapter()
    const kit = createTestKit({}, { adapters: [adapter] })
    startWalletKit(kit)
    startWalletKit(kit)
    expect(kit.store.getState().connectors.connectors.map((connector) => connector.name)).toEqual([
      'Sandbox Wallet',
    ])
    expect(listeners.size).toBe(4)
  })

  it('reads the recent wallets back from storage', () => {
    const kit = createTestKit()
    kit.storage.setJson(STORAGE_KEYS.recentWallets, [{ id: 'rainbow', name: 'Rainbow' }])
    startWalletKit(kit)
    expect(kit.store.getState().wallets.recent.map((wallet) => wallet.id)).toEqual(['rainbow'])
  })

  it('stops following on the returned function and on destroy', () => {
    const first = countingAdapter()
    const kit = createTestKit({}, { adapters: [first.adapter] })
    startWalletKit(kit)()
    expect(first.listeners.size).toBe(0)
    const second = countingAdapter()
    const other = createTestKit({}, { adapters: [second.adapter] })
    startWalletKit(other)
    other.destroy()
    expect(second.listeners.size).toBe(0)
  })
})

describe('startWalletKit and analytics', () => {
  const directory = 'https://directory.example'
  const analytics = 'https://analytics.example'
  const server = setupServer()
  const requests = recordRequests(server)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => requests.splice(0))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  const paths = () => requests.map((request) => new URL(request.url).pathname)
  const kitWithAnalytics = () =>
    createTestKit(
      {
        projectId: 'p1',
        features: { analytics: true },
        services: { walletDirectoryUrl: directory, analyticsUrl: analytics },
      },
      {},
    )

  it('asks the analytics config at the first tracked event, not at start, then sends the events', async () => {
    server.use(
      http.get(`${directory}/getAnalyticsConfig`, () => HttpResponse.json({ isAnalyticsEnabled: true })),
      http.post(`${analytics}/e`, () => new HttpResponse(null, { status: 202 })),
    )
    const kit = kitWithAnalytics()
    startWalletKit(kit)
    expect(requests).toHaveLength(0)
    openModal(kit)
    await vi.waitFor(() => expect(paths()).toEqual(['/getAnalyticsConfig', '/e']))
    expect(await requests[1]?.clone().json()).toMatchObject({ props: { event: 'MODAL_OPEN' } })
  })

  it('sends nothing when the project has analytics off', async () => {
    server.use(
      http.get(`${directory}/getAnalyticsConfig`, () => HttpResponse.json({ isAnalyticsEnabled: false })),
    )
    const kit = kitWithAnalytics()
    startWalletKit(kit)
    openModal(kit)
    closeModal(kit)
    await vi.waitFor(() => expect(paths()).toEqual(['/getAnalyticsConfig']))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(paths()).toEqual(['/getAnalyticsConfig'])
  })

  it('shows the "Invalid App Configuration" toast when analytics answers 403', async () => {
    server.use(
      http.get(`${directory}/getAnalyticsConfig`, () => HttpResponse.json({ isAnalyticsEnabled: true })),
      http.post(`${analytics}/e`, () => new HttpResponse(null, { status: 403 })),
    )
    const kit = kitWithAnalytics()
    startWalletKit(kit)
    openModal(kit)
    await vi.waitFor(() =>
      expect(inEnglish(kit.store.getState().toast.toast)?.message).toBe('Invalid App Configuration'),
    )
  })
})
