import { describe, expect, it } from 'vitest'
import { createFakeWalletDirectory } from '../../test/createFakeWalletDirectory.js'
import { createTestKit } from '../../test/createTestKit.js'
import { withWalletDirectory } from '../../test/withWalletDirectory.js'
import { fetchFeaturedWallets } from './fetchFeaturedWallets.js'

describe('fetchFeaturedWallets', () => {
  it("fetches the featured wallets in the host's order", async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit({ featuredWalletIds: ['wallet-9', 'wallet-2', 'wallet-40'] })
    const featured = await fetchFeaturedWallets(withWalletDirectory(kit, directory))
    expect(featured.map((wallet) => wallet.id)).toEqual(['wallet-9', 'wallet-2', 'wallet-40'])
    expect(kit.store.getState().wallets.featured).toEqual(featured)
    expect(directory.calls).toEqual([
      {
        page: 1,
        entries: 3,
        include: ['wallet-9', 'wallet-2', 'wallet-40'],
        chains: ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      },
    ])
  })

  it('makes no request without featured ids', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit()
    expect(await fetchFeaturedWallets(withWalletDirectory(kit, directory))).toEqual([])
    expect(directory.calls).toEqual([])
  })

  it('leaves out a featured wallet that is also excluded', async () => {
    const kit = createTestKit({ featuredWalletIds: ['wallet-1', 'wallet-2'], excludeWalletIds: ['Wallet 2'] })
    const featured = await fetchFeaturedWallets(withWalletDirectory(kit, createFakeWalletDirectory()))
    expect(featured.map((wallet) => wallet.id)).toEqual(['wallet-1'])
  })

  it('shows loading while the request runs and clears it when the request fails', async () => {
    const kit = createTestKit({ featuredWalletIds: ['wallet-1'] })
    const failure = new Error('HTTP status code: 500')
    const request = fetchFeaturedWallets(
      withWalletDirectory(kit, { fetchWallets: () => Promise.reject(failure) }),
    )
    expect(kit.store.getState().wallets.loading.featured).toBe(true)
    await expect(request).rejects.toBe(failure)
    expect(kit.store.getState().wallets.loading.featured).toBe(false)
    expect(kit.store.getState().wallets.featured).toEqual([])
  })
})
