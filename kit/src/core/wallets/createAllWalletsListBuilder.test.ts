import { describe, expect, it } from 'vitest'
import type { Connector } from '../../chains/ChainAdapter.js'
import { createFakeWalletDirectory, generateWallets } from '../../test/createFakeWalletDirectory.js'
import { createTestKit } from '../../test/createTestKit.js'
import { withWalletDirectory } from '../../test/withWalletDirectory.js'
import { createAllWalletsListBuilder } from './createAllWalletsListBuilder.js'
import { fetchNextWalletsPage } from './fetchNextWalletsPage.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'
import { markInstalledWallets } from './markInstalledWallets.js'
import type { WalletEntry } from './WalletsState.js'

const announced = (index: number): Connector => ({
  id: `w${index}`,
  name: `Wallet ${index}`,
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: `com.wallet${index}` },
})

/** The list as a whole rebuild makes it: featured, custom, recommended, pages, each once, installed first. */
function rebuilt(kit: ReturnType<typeof createTestKit>): string[] {
  const { wallets, connectors } = kit.store.getState()
  const seen = new Set<string>()
  const all = [...wallets.featured, ...wallets.recommended, ...wallets.wallets].filter(
    (wallet) => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)),
  )
  return markInstalledWallets(all, connectors.connectors).map((wallet) => wallet.id)
}

describe('createAllWalletsListBuilder', () => {
  it('adds each page by itself, in the order a whole rebuild gives, installed wallets of any page first', async () => {
    const directory = createFakeWalletDirectory(generateWallets(130))
    const kit = withWalletDirectory(createTestKit(), directory)
    kit.store.setState({ connectors: { connectors: [announced(2), announced(75), announced(121)] } })
    const build = createAllWalletsListBuilder()
    await fetchRecommendedWallets(kit)
    const lists: WalletEntry[][] = []
    for (let page = 0; page < 4; page++) {
      await fetchNextWalletsPage(kit)
      lists.push(build(kit))
      expect(lists.at(-1)?.map((wallet) => wallet.id)).toEqual(rebuilt(kit))
    }
    expect(lists[3]?.slice(0, 3).map((wallet) => wallet.id)).toEqual(['wallet-2', 'wallet-75', 'wallet-121'])
    expect(lists[3]).toHaveLength(130)
    // The wallets listed after page 1 are the same objects after page 4: their tiles need not render again.
    const first = new Map(lists[0]?.map((wallet) => [wallet.id, wallet]))
    expect(lists[3]?.filter((wallet) => first.get(wallet.id) === wallet)).toHaveLength(first.size)
  })

  it('gives back the same list while only the loading flags change', async () => {
    const kit = withWalletDirectory(createTestKit(), createFakeWalletDirectory())
    await fetchNextWalletsPage(kit)
    const build = createAllWalletsListBuilder()
    const list = build(kit)
    kit.store.setState((state) => ({
      wallets: { ...state.wallets, loading: { ...state.wallets.loading, page: true } },
    }))
    expect(build(kit)).toBe(list)
  })

  it('rebuilds when the connectors change or the pages start again', async () => {
    const directory = createFakeWalletDirectory()
    const kit = withWalletDirectory(createTestKit(), directory)
    await fetchNextWalletsPage(kit)
    await fetchNextWalletsPage(kit)
    const build = createAllWalletsListBuilder()
    expect(build(kit)[0]?.id).toBe('wallet-1')
    kit.store.setState({ connectors: { connectors: [announced(60)] } })
    expect(build(kit)[0]).toMatchObject({ id: 'wallet-60', installed: true })
    kit.store.setState((state) => ({ wallets: { ...state.wallets, wallets: generateWallets(3).reverse() } }))
    expect(build(kit).map((wallet) => wallet.id)).toEqual(['wallet-3', 'wallet-2', 'wallet-1'])
  })
})
