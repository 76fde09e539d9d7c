import { describe, expect, it } from 'vitest'
import { createFakeWalletDirectory, generateWallets } from '../../test/createFakeWalletDirectory.js'
import { createTestKit } from '../../test/createTestKit.js'
import { withWalletDirectory } from '../../test/withWalletDirectory.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'

describe('fetchRecommendedWallets', () => {
  it('fetches the top 4 wallets', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit()
    const recommended = await fetchRecommendedWallets(withWalletDirectory(kit, directory))
    expect(recommended.map((wallet) => wallet.id)).toEqual(['wallet-1', 'wallet-2', 'wallet-3', 'wallet-4'])
    expect(kit.store.getState().wallets).toMatchObject({ recommended, count: 130 })
    expect(directory.calls).toEqual([
      {
        page: 1,
        entries: 4,
        include: undefined,
        exclude: undefined,
        chains: ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      },
    ])
  })

  it('passes included ids through and leaves out excluded and featured ids', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit({
      includeWalletIds: ['wallet-1', 'wallet-2', 'wallet-3', 'wallet-5', 'wallet-6'],
      excludeWalletIds: ['wallet-2'],
      featuredWalletIds: ['wallet-3'],
    })
    const recommended = await fetchRecommendedWallets(withWalletDirectory(kit, directory))
    expect(directory.calls[0]).toMatchObject({
      include: ['wallet-1', 'wallet-2', 'wallet-3', 'wallet-5', 'wallet-6'],
      exclude: ['wallet-2', 'wallet-3'],
    })
    expect(recommended.map((wallet) => wallet.id)).toEqual(['wallet-1', 'wallet-5', 'wallet-6'])
  })

  it('drops excluded wallets the directory still returns, and never keeps more than 4', async () => {
    const wallets = generateWallets(6)
    const kit = createTestKit({ excludeWalletIds: ['com.wallet1'] })
    const recommended = await fetchRecommendedWallets(
      withWalletDirectory(kit, { fetchWallets: async () => ({ data: wallets, count: 6 }) }),
    )
    expect(recommended.map((wallet) => wallet.id)).toEqual(['wallet-2', 'wallet-3', 'wallet-4', 'wallet-5'])
  })

  it('keeps the paged count once pages are fetched', async () => {
    const kit = createTestKit()
    kit.store.setState((state) => ({ wallets: { ...state.wallets, page: 1, count: 90 } }))
    await fetchRecommendedWallets(withWalletDirectory(kit, createFakeWalletDirectory()))
    expect(kit.store.getState().wallets.count).toBe(90)
  })

  it('clears loading when the request fails', async () => {
    const kit = createTestKit()
    await expect(
      fetchRecommendedWallets(
        withWalletDirectory(kit, { fetchWallets: () => Promise.reject(new Error('down')) }),
      ),
    ).rejects.toThrow('down')
    expect(kit.store.getState().wallets.loading.recommended).toBe(false)
  })
})
