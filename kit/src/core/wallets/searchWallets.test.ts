import { describe, expect, it } from 'vitest'
import { createFakeWalletDirectory, generateWallets } from '../../test/createFakeWalletDirectory.js'
import { createTestKit } from '../../test/createTestKit.js'
import { withWalletDirectory } from '../../test/withWalletDirectory.js'
import { searchWallets } from './searchWallets.js'

describe('searchWallets', () => {
  it('searches the trimmed text', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit()
    const results = await searchWallets(withWalletDirectory(kit, directory), { search: '  Wallet 99  ' })
    expect(results.map((wallet) => wallet.id)).toEqual(['wallet-99'])
    expect(directory.calls[0]).toMatchObject({ page: 1, entries: 100, search: 'Wallet 99' })
    expect(kit.store.getState().wallets).toMatchObject({ search: results, searchQuery: 'Wallet 99' })
  })

  it('returns nothing for empty text without a request, clearing earlier results', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit()
    await searchWallets(withWalletDirectory(kit, directory), { search: 'Wallet 1' })
    expect(await searchWallets(withWalletDirectory(kit, directory), { search: '   ' })).toEqual([])
    expect(directory.calls).toHaveLength(1)
    expect(kit.store.getState().wallets).toMatchObject({ search: [], searchQuery: '' })
  })

  it('keeps at most 100 results', async () => {
    const kit = createTestKit()
    const results = await searchWallets(
      withWalletDirectory(kit, { fetchWallets: async () => ({ data: generateWallets(130), count: 130 }) }),
      { search: 'wallet' },
    )
    expect(results).toHaveLength(100)
  })

  it('asks the directory for 100 results and passes included and excluded ids and the badge', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit({ includeWalletIds: ['wallet-1'], excludeWalletIds: ['wallet-2'] })
    await searchWallets(withWalletDirectory(kit, directory), { search: 'wallet', badge: 'certified' })
    expect(directory.calls[0]).toEqual({
      page: 1,
      entries: 100,
      search: 'wallet',
      badge: 'certified',
      include: ['wallet-1'],
      exclude: ['wallet-2'],
      chains: ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    })
  })

  it('sorts installed wallets first', async () => {
    const kit = createTestKit()
    kit.store.setState({
      connectors: {
        connectors: [
          { id: 'w3', name: 'Wallet 3', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'com.wallet3' } },
        ],
      },
    })
    const results = await searchWallets(
      withWalletDirectory(kit, { fetchWallets: async () => ({ data: generateWallets(4), count: 4 }) }),
      { search: 'wallet' },
    )
    expect(results.map((wallet) => [wallet.id, wallet.installed])).toEqual([
      ['wallet-3', true],
      ['wallet-1', false],
      ['wallet-2', false],
      ['wallet-4', false],
    ])
  })

  it('drops results of a text that has since changed', async () => {
    const kit = createTestKit()
    const replies: Array<() => void> = []
    const fetchWallets = ({ search }: { search?: string | undefined }) =>
      new Promise<{ data: ReturnType<typeof generateWallets>; count: number }>((resolve) => {
        replies.push(() =>
          resolve({ data: generateWallets(3).filter((w) => w.name.endsWith(search ?? '')), count: 1 }),
        )
      })
    const older = searchWallets(withWalletDirectory(kit, { fetchWallets }), { search: '1' })
    const newer = searchWallets(withWalletDirectory(kit, { fetchWallets }), { search: '2' })
    replies[1]?.()
    await newer
    replies[0]?.()
    await older
    expect(kit.store.getState().wallets.search.map((wallet) => wallet.id)).toEqual(['wallet-2'])
    expect(kit.store.getState().wallets.loading.search).toBe(false)
  })

  it('shows loading while searching and clears it when the search fails', async () => {
    const kit = createTestKit()
    const request = searchWallets(
      withWalletDirectory(kit, { fetchWallets: () => Promise.reject(new Error('down')) }),
      { search: 'x' },
    )
    expect(kit.store.getState().wallets.loading.search).toBe(true)
    await expect(request).rejects.toThrow('down')
    expect(kit.store.getState().wallets.loading.search).toBe(false)
  })
})
