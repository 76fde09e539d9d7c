import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../config/constants.js'
import { createTestKit } from '../../test/createTestKit.js'
import { addRecentWallet } from './addRecentWallet.js'
import { loadRecentWallets } from './loadRecentWallets.js'
import { readRecentWallets } from './readRecentWallets.js'

const rainbow = { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' }
const zerion = { id: 'zerion', name: 'Zerion' }
/** How a wallet reads back from storage: parsed by the directory schema, so a missing chain list is []. */
const stored = (wallet: object) => ({ chains: [], ...wallet })
const trust = { id: 'trust', name: 'Trust Wallet' }

describe('addRecentWallet', () => {
  it('keeps the newest wallet first and at most 2', () => {
    const kit = createTestKit()
    addRecentWallet(kit, rainbow)
    addRecentWallet(kit, zerion)
    addRecentWallet(kit, trust)
    expect(kit.store.getState().wallets.recent).toEqual([trust, zerion])
  })

  it('moves a wallet used again to the front instead of listing it twice', () => {
    const kit = createTestKit()
    addRecentWallet(kit, rainbow)
    addRecentWallet(kit, zerion)
    expect(addRecentWallet(kit, rainbow)).toEqual([rainbow, zerion])
  })

  it('stores the list under the recent wallets key, without the installed flag', () => {
    const kit = createTestKit()
    addRecentWallet(kit, { ...rainbow, installed: true })
    expect(kit.storage.getJson(STORAGE_KEYS.recentWallets)).toEqual([rainbow])
  })

  it('survives a reload: a new kit on the same storage reads the list back', () => {
    const kit = createTestKit()
    addRecentWallet(kit, rainbow)
    addRecentWallet(kit, zerion)
    const reloaded = createTestKit({}, { storage: kit.storage })
    expect(loadRecentWallets(reloaded)).toEqual([stored(zerion), stored(rainbow)])
    expect(reloaded.store.getState().wallets.recent).toEqual([stored(zerion), stored(rainbow)])
  })
})

describe('readRecentWallets', () => {
  it('reads none when nothing is stored', () => {
    expect(readRecentWallets(createTestKit().storage)).toEqual([])
  })

  it('ignores stored text that is not JSON', () => {
    const { storage } = createTestKit()
    storage.set(STORAGE_KEYS.recentWallets, '{not json')
    expect(readRecentWallets(storage)).toEqual([])
  })

  it('ignores stored JSON that is not a list', () => {
    const { storage } = createTestKit()
    storage.setJson(STORAGE_KEYS.recentWallets, { id: 'rainbow', name: 'Rainbow' })
    expect(readRecentWallets(storage)).toEqual([])
  })

  it('skips entries that are not wallets and keeps at most 2', () => {
    const { storage } = createTestKit()
    storage.setJson(STORAGE_KEYS.recentWallets, [null, { name: 'no id' }, rainbow, 'x', zerion, trust])
    expect(readRecentWallets(storage)).toEqual([stored(rainbow), stored(zerion)])
  })
})
