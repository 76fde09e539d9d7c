import { describe, expect, it, vi } from 'vitest'
import { createFakeWalletDirectory } from '../../test/createFakeWalletDirectory.js'
import { createTestKit } from '../../test/createTestKit.js'
import { scheduleWalletSearch } from './scheduleWalletSearch.js'

describe('scheduleWalletSearch', () => {
  it('searches 300 ms after the last call, with the last text', async () => {
    vi.useFakeTimers()
    const directory = createFakeWalletDirectory()
    const kit = createTestKit()
    scheduleWalletSearch(kit, { search: 'Wallet 1', ...directory })
    await vi.advanceTimersByTimeAsync(200)
    scheduleWalletSearch(kit, { search: 'Wallet 99', ...directory })
    await vi.advanceTimersByTimeAsync(299)
    expect(directory.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(directory.calls.map((call) => call.search)).toEqual(['Wallet 99'])
    expect(kit.store.getState().wallets.search.map((wallet) => wallet.id)).toEqual(['wallet-99'])
  })

  it('clears the results at once for empty text and cancels a waiting search', async () => {
    vi.useFakeTimers()
    const directory = createFakeWalletDirectory()
    const kit = createTestKit()
    scheduleWalletSearch(kit, { search: 'Wallet', ...directory })
    scheduleWalletSearch(kit, { search: ' ', ...directory })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(directory.calls).toEqual([])
    expect(kit.store.getState().wallets.search).toEqual([])
  })

  it('logs a failed search and leaves the results empty', async () => {
    vi.useFakeTimers()
    const kit = createTestKit()
    const failure = new Error('down')
    scheduleWalletSearch(kit, { search: 'rain', fetchWallets: () => Promise.reject(failure) })
    await vi.advanceTimersByTimeAsync(300)
    expect(kit.logger.records()).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'Wallet search failed' }),
    )
    expect(kit.store.getState().wallets).toMatchObject({ search: [], loading: { search: false } })
  })
})
