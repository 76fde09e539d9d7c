import { describe, expect, it, vi } from 'vitest'
import { createFakeWalletDirectory } from '../../test/createFakeWalletDirectory.js'
import { createTestKit } from '../../test/createTestKit.js'
import { withWalletDirectory } from '../../test/withWalletDirectory.js'
import { scheduleWalletSearch } from './scheduleWalletSearch.js'

describe('scheduleWalletSearch', () => {
  it('searches 300 ms after the last call, with the last text', async () => {
    vi.useFakeTimers()
    const directory = createFakeWalletDirectory()
    const kit = createTestKit()
    scheduleWalletSearch(withWalletDirectory(kit, directory), { search: 'Wallet 1' })
    await vi.advanceTimersByTimeAsync(200)
    scheduleWalletSearch(withWalletDirectory(kit, directory), { search: 'Wallet 99' })
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
    scheduleWalletSearch(withWalletDirectory(kit, directory), { search: 'Wallet' })
    scheduleWalletSearch(withWalletDirectory(kit, directory), { search: ' ' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(directory.calls).toEqual([])
    expect(kit.store.getState().wallets.search).toEqual([])
  })

  it('logs a failed search and leaves the results empty', async () => {
    vi.useFakeTimers()
    const kit = createTestKit()
    const failure = new Error('down')
    scheduleWalletSearch(withWalletDirectory(kit, { fetchWallets: () => Promise.reject(failure) }), {
      search: 'rain',
    })
    await vi.advanceTimersByTimeAsync(300)
    expect(kit.logger.records()).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'Wallet search failed' }),
    )
    expect(kit.store.getState().wallets).toMatchObject({ search: [], loading: { search: false } })
  })
})
