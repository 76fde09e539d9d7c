import { describe, expect, it } from 'vitest'
import { createFakeWalletDirectory, generateWallets } from '../../test/createFakeWalletDirectory.js'
import { createTestKit } from '../../test/createTestKit.js'
import { withWalletDirectory } from '../../test/withWalletDirectory.js'
import { fetchNextWalletsPage } from './fetchNextWalletsPage.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'
import { hasMoreWallets } from './hasMoreWallets.js'

describe('fetchNextWalletsPage', () => {
  it('fetches 40 wallets per page, appending pages in order', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit()
    await fetchNextWalletsPage(withWalletDirectory(kit, directory))
    expect(kit.store.getState().wallets).toMatchObject({ page: 1, count: 130 })
    expect(kit.store.getState().wallets.wallets).toHaveLength(40)
    await fetchNextWalletsPage(withWalletDirectory(kit, directory))
    const { wallets } = kit.store.getState().wallets
    expect(wallets).toHaveLength(80)
    expect(wallets[40]?.id).toBe('wallet-41')
    expect(directory.calls.map((call) => [call.page, call.entries])).toEqual([
      [1, 40],
      [2, 40],
    ])
  })

  it('stops at the count: 130 wallets take 4 requests and no fifth', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit()
    for (let attempt = 0; attempt < 6; attempt++)
      await fetchNextWalletsPage(withWalletDirectory(kit, directory))
    expect(directory.calls.map((call) => call.page)).toEqual([1, 2, 3, 4])
    expect(kit.store.getState().wallets.wallets).toHaveLength(130)
    expect(hasMoreWallets(kit.store.getState().wallets)).toBe(false)
  })

  it('appends a wallet only once when pages overlap', async () => {
    const kit = createTestKit()
    const pages = [generateWallets(40), [...generateWallets(40).slice(35), ...generateWallets(45).slice(40)]]
    const fetchWallets = async ({ page }: { page: number }) => ({ data: pages[page - 1] ?? [], count: 200 })
    await fetchNextWalletsPage(withWalletDirectory(kit, { fetchWallets }))
    await fetchNextWalletsPage(withWalletDirectory(kit, { fetchWallets }))
    const ids = kit.store.getState().wallets.wallets.map((wallet) => wallet.id)
    expect(ids).toHaveLength(45)
    expect(new Set(ids).size).toBe(45)
  })

  it('treats a short page as the last, whatever the count says', async () => {
    const kit = createTestKit()
    const fetchWallets = async () => ({ data: generateWallets(7), count: 500 })
    await fetchNextWalletsPage(withWalletDirectory(kit, { fetchWallets }))
    expect(kit.store.getState().wallets.count).toBe(7)
    expect(hasMoreWallets(kit.store.getState().wallets)).toBe(false)
  })

  it('leaves out featured, recommended and excluded wallets and passes included ids', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit({
      featuredWalletIds: ['wallet-10'],
      excludeWalletIds: ['wallet-11'],
      includeWalletIds: ['wallet-1', 'wallet-10', 'wallet-11', 'wallet-12'],
    })
    await fetchRecommendedWallets(withWalletDirectory(kit, directory))
    await fetchNextWalletsPage(withWalletDirectory(kit, directory))
    expect(directory.calls[1]).toMatchObject({
      include: ['wallet-1', 'wallet-10', 'wallet-11', 'wallet-12'],
      exclude: ['wallet-11', 'wallet-10', 'wallet-1', 'wallet-12'],
    })
    expect(kit.store.getState().wallets.wallets).toEqual([])
  })

  it('drops a wallet excluded by name that the directory still returns', async () => {
    const kit = createTestKit({ excludeWalletIds: ['wallet 2'] })
    await fetchNextWalletsPage(
      withWalletDirectory(kit, { fetchWallets: async () => ({ data: generateWallets(3), count: 3 }) }),
    )
    expect(kit.store.getState().wallets.wallets.map((wallet) => wallet.id)).toEqual(['wallet-1', 'wallet-3'])
  })

  it('does not fetch the same page twice while it loads', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit()
    await Promise.all([
      fetchNextWalletsPage(withWalletDirectory(kit, directory)),
      fetchNextWalletsPage(withWalletDirectory(kit, directory)),
    ])
    expect(directory.calls).toHaveLength(1)
  })

  it('keeps the fetched pages and can retry after a failure', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit()
    await fetchNextWalletsPage(withWalletDirectory(kit, directory))
    await expect(
      fetchNextWalletsPage(
        withWalletDirectory(kit, { fetchWallets: () => Promise.reject(new Error('down')) }),
      ),
    ).rejects.toThrow('down')
    expect(kit.store.getState().wallets).toMatchObject({ page: 1, loading: { page: false } })
    await fetchNextWalletsPage(withWalletDirectory(kit, directory))
    expect(kit.store.getState().wallets).toMatchObject({ page: 2 })
  })
})
