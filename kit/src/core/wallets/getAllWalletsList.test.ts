import { describe, expect, it } from 'vitest'
import { createFakeWalletDirectory } from '../../test/createFakeWalletDirectory.js'
import { createTestKit } from '../../test/createTestKit.js'
import { withWalletDirectory } from '../../test/withWalletDirectory.js'
import { fetchFeaturedWallets } from './fetchFeaturedWallets.js'
import { fetchNextWalletsPage } from './fetchNextWalletsPage.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'
import { getAllWalletsList } from './getAllWalletsList.js'

describe('getAllWalletsList', () => {
  it('lists featured, custom, recommended, then paged wallets, each once', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit({
      featuredWalletIds: ['wallet-20'],
      customWallets: [{ id: 'mine', name: 'My Wallet' }],
    })
    await fetchFeaturedWallets(withWalletDirectory(kit, directory))
    await fetchRecommendedWallets(withWalletDirectory(kit, directory))
    await fetchNextWalletsPage(withWalletDirectory(kit, directory))
    const ids = getAllWalletsList(kit).map((wallet) => wallet.id)
    expect(ids.slice(0, 7)).toEqual([
      'wallet-20',
      'mine',
      'wallet-1',
      'wallet-2',
      'wallet-3',
      'wallet-4',
      'wallet-5',
    ])
    expect(ids).toHaveLength(1 + 1 + 4 + 40)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('puts installed wallets first', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit()
    kit.store.setState({
      connectors: {
        connectors: [
          {
            id: 'w30',
            name: 'Wallet 30',
            type: 'ANNOUNCED',
            chain: 'eip155',
            info: { rdns: 'com.wallet30' },
          },
        ],
      },
    })
    await fetchNextWalletsPage(withWalletDirectory(kit, directory))
    expect(getAllWalletsList(kit)[0]).toMatchObject({ id: 'wallet-30', installed: true })
  })

  it('leaves out wallets matched by an excluded name or rdns', async () => {
    const kit = createTestKit({ excludeWalletIds: ['WALLET 1', 'com.wallet2'] })
    await fetchNextWalletsPage(withWalletDirectory(kit, createFakeWalletDirectory()))
    const ids = getAllWalletsList(kit).map((wallet) => wallet.id)
    expect(ids).not.toContain('wallet-1')
    expect(ids).not.toContain('wallet-2')
    expect(ids).toContain('wallet-3')
  })
})
