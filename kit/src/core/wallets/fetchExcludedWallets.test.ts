import { describe, expect, it } from 'vitest'
import { createFakeWalletDirectory } from '../../test/createFakeWalletDirectory.js'
import { createTestKit } from '../../test/createTestKit.js'
import { withWalletDirectory } from '../../test/withWalletDirectory.js'
import { fetchExcludedWallets } from './fetchExcludedWallets.js'

describe('fetchExcludedWallets', () => {
  it('fetches the directory entries of the excluded ids', async () => {
    const directory = createFakeWalletDirectory()
    const kit = createTestKit({ excludeWalletIds: ['wallet-3', 'wallet-7', 'io.metamask'] })
    const excluded = await fetchExcludedWallets(withWalletDirectory(kit, directory))
    expect(excluded.map((wallet) => wallet.rdns)).toEqual(['com.wallet3', 'com.wallet7'])
    expect(kit.store.getState().wallets.excluded).toEqual(excluded)
    expect(directory.calls).toEqual([
      { page: 1, entries: 3, include: ['wallet-3', 'wallet-7', 'io.metamask'] },
    ])
  })

  it('makes no request without excluded ids', async () => {
    const directory = createFakeWalletDirectory()
    expect(await fetchExcludedWallets(withWalletDirectory(createTestKit(), directory))).toEqual([])
    expect(directory.calls).toEqual([])
  })
})
