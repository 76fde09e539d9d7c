import { describe, expect, it } from 'vitest'
import { generateWallets } from '../../test/createFakeWalletDirectory.js'
import { createTestKit } from '../../test/createTestKit.js'
import { loadAllWallets } from './loadAllWallets.js'
import { searchWallets } from './searchWallets.js'

/** A kit whose own directory client answers every /getWallets with `wallets`, recording the URLs asked. */
function kitWithDirectory(options: Parameters<typeof createTestKit>[0] = {}, wallets = generateWallets(3)) {
  const urls: URL[] = []
  const kit = createTestKit(
    { projectId: 'test-project', services: { walletDirectoryUrl: 'https://directory.test' }, ...options },
    {
      fetch: async (input) => {
        urls.push(new URL(String(input)))
        return new Response(JSON.stringify({ data: wallets, count: wallets.length }), {
          headers: { 'content-type': 'application/json' },
        })
      },
    },
  )
  return { kit, urls }
}

const settled = (kit: ReturnType<typeof createTestKit>) =>
  new Promise<void>((resolve) => {
    const check = () => {
      const { loading, page } = kit.store.getState().wallets
      if (page > 0 && !loading.page && !loading.recommended && !loading.featured) resolve()
      else setTimeout(check, 5)
    }
    check()
  })

describe('loadAllWallets', () => {
  it("reads the directory through the kit's own client: featured, recommended and the first page", async () => {
    const { kit, urls } = kitWithDirectory({
      featuredWalletIds: ['wallet-2'],
      excludeWalletIds: ['wallet-9'],
    })
    loadAllWallets(kit)
    await settled(kit)
    const queries = urls.map((url) => Object.fromEntries(url.searchParams))
    expect(queries).toEqual([
      expect.objectContaining({ page: '1', entries: '1', include: 'wallet-2' }),
      expect.objectContaining({ page: '1', entries: '4', exclude: 'wallet-9,wallet-2' }),
      expect.objectContaining({ page: '1', entries: '40' }),
    ])
    expect(queries[2]?.chains).toBe('eip155:1,eip155:8453,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(kit.store.getState().wallets.featured.map((wallet) => wallet.id)).toEqual(['wallet-2'])
  })

  it('asks nothing again once the lists are loaded', async () => {
    const { kit, urls } = kitWithDirectory()
    loadAllWallets(kit)
    await settled(kit)
    const asked = urls.length
    loadAllWallets(kit)
    await settled(kit)
    expect(urls).toHaveLength(asked)
  })

  it('sends the search text and badge as the directory names them', async () => {
    const { kit, urls } = kitWithDirectory()
    await searchWallets(kit, { search: ' rain ', badge: 'certified' })
    expect(urls[0]?.searchParams.get('search')).toBe('rain')
    expect(urls[0]?.searchParams.get('badge_type')).toBe('certified')
  })
})
