import { describe, expect, it } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { testConnectors as c } from '../../test/testConnectors.js'
import { addRecentWallet } from '../wallets/addRecentWallet.js'
import { getShownRecentWallets } from './getShownRecentWallets.js'

const rainbow = { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow', chains: ['eip155:1'] }
const solflare = { id: 'solflare', name: 'Solflare', chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }

describe('getShownRecentWallets', () => {
  it('lists recent wallets that work on the active namespace', () => {
    const kit = createTestKit()
    addRecentWallet(kit, solflare)
    addRecentWallet(kit, rainbow)
    expect(getShownRecentWallets(kit, [])).toEqual([rainbow])
  })

  it('lists a recent wallet without a chain list', () => {
    const kit = createTestKit()
    addRecentWallet(kit, { id: 'x', name: 'X' })
    expect(getShownRecentWallets(kit, [])).toEqual([{ id: 'x', name: 'X' }])
  })

  it('lists a recent wallet with an empty chain list, as the directory sends for unknown chains', () => {
    const kit = createTestKit()
    addRecentWallet(kit, { id: 'x', name: 'X', chains: [] })
    expect(getShownRecentWallets(kit, []).map((wallet) => wallet.id)).toEqual(['x'])
  })

  it('leaves out recent wallets already listed as a connector, by id, explorer id, name or rdns', () => {
    const kit = createTestKit()
    for (const wallet of [
      { id: 'mm-id', name: 'MM' },
      { id: 'io.metamask', name: 'Other' },
      { id: 'z', name: 'metamask' },
      { id: 'y', name: 'Y', rdns: 'io.metamask' },
    ]) {
      addRecentWallet(kit, wallet)
      expect(getShownRecentWallets(kit, [c.metaMask])).toEqual([])
    }
  })

  it('finds connectors inside a multi-chain connector', () => {
    const kit = createTestKit()
    addRecentWallet(kit, { id: 'Phantom', name: 'Phantom Wallet' })
    const multi = {
      ...c.phantomEvm,
      type: 'MULTI_CHAIN' as const,
      id: 'p',
      name: 'P',
      connectors: [c.phantomSolana],
    }
    expect(getShownRecentWallets(kit, [multi])).toEqual([])
  })

  it('leaves out excluded recent wallets', () => {
    const kit = createTestKit({ excludeWalletIds: ['me.rainbow'] })
    addRecentWallet(kit, rainbow)
    expect(getShownRecentWallets(kit, [])).toEqual([])
  })
})
