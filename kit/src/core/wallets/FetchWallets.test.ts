import { describe, expect, it } from 'vitest'
import { createWalletDirectoryClient } from '../../api/createWalletDirectoryClient.js'
import { generateWallets } from '../../test/createFakeWalletDirectory.js'
import { createTestKit } from '../../test/createTestKit.js'
import type { FetchWallets } from './FetchWallets.js'
import { fetchNextWalletsPage } from './fetchNextWalletsPage.js'
import { searchWallets } from './searchWallets.js'

/** A directory client whose fetch answers every /getWallets with `wallets`, recording the URLs asked. */
function createDirectory(wallets = generateWallets(3)) {
  const urls: URL[] = []
  const client = createWalletDirectoryClient({
    baseUrl: 'https://directory.test',
    projectId: 'test-project',
    fetch: async (input) => {
      urls.push(new URL(String(input)))
      return new Response(JSON.stringify({ data: wallets, count: wallets.length }), {
        headers: { 'content-type': 'application/json' },
      })
    },
  })
  return { urls, client }
}

describe('FetchWallets', () => {
  it("is what the api layer's getWallets provides, query and all", async () => {
    const { urls, client } = createDirectory()
    const fetchWallets: FetchWallets = client.getWallets
    const kit = createTestKit({ excludeWalletIds: ['wallet-9'] })
    await fetchNextWalletsPage(kit, { fetchWallets })
    const query = urls[0]?.searchParams
    expect(query?.get('page')).toBe('1')
    expect(query?.get('entries')).toBe('40')
    expect(query?.get('exclude')).toBe('wallet-9')
    expect(query?.get('chains')).toBe('eip155:1,eip155:8453,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(kit.store.getState().wallets.wallets.map((wallet) => wallet.id)).toEqual([
      'wallet-1',
      'wallet-2',
      'wallet-3',
    ])
  })

  it('sends the search text and badge as the directory names them', async () => {
    const { urls, client } = createDirectory()
    await searchWallets(createTestKit(), {
      search: ' rain ',
      badge: 'certified',
      fetchWallets: client.getWallets,
    })
    expect(urls[0]?.searchParams.get('search')).toBe('rain')
    expect(urls[0]?.searchParams.get('badge_type')).toBe('certified')
  })
})
