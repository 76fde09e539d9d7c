import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../config/index.js'
import { createTestKit } from '../../test/createTestKit.js'
import { createKitStorage } from '../../utils/createKitStorage.js'
import { restoreSmartAccountEnabledNetworks } from './restoreSmartAccountEnabledNetworks.js'
import { setSmartAccountEnabledNetworks } from './setSmartAccountEnabledNetworks.js'

describe('setSmartAccountEnabledNetworks', () => {
  it('sets the list in state and stores it', () => {
    const kit = createTestKit()
    setSmartAccountEnabledNetworks(kit, 'eip155', [1, 8453])
    expect(kit.store.getState().networks.eip155?.smartAccountEnabledNetworks).toEqual([1, 8453])
    expect(kit.storage.getJson(STORAGE_KEYS.smartAccountEnabledNetworks)).toEqual({ eip155: [1, 8453] })
  })

  it("keeps another namespace's stored list", () => {
    const kit = createTestKit()
    kit.storage.setJson(STORAGE_KEYS.smartAccountEnabledNetworks, { solana: [7] })
    setSmartAccountEnabledNetworks(kit, 'eip155', [1])
    expect(kit.storage.getJson(STORAGE_KEYS.smartAccountEnabledNetworks)).toEqual({
      solana: [7],
      eip155: [1],
    })
  })
})

describe('restoreSmartAccountEnabledNetworks', () => {
  it('brings the stored lists back after a reload', () => {
    const storage = createKitStorage({ storage: undefined, prefix: 'reload/' })
    setSmartAccountEnabledNetworks(createTestKit({}, { storage }), 'eip155', [1, 8453])
    const reloaded = createTestKit({}, { storage })
    restoreSmartAccountEnabledNetworks(reloaded)
    const { networks } = reloaded.store.getState()
    expect(networks.eip155?.smartAccountEnabledNetworks).toEqual([1, 8453])
    expect(networks.solana?.smartAccountEnabledNetworks).toEqual([])
  })

  it('treats a stored value that does not parse as no list', () => {
    const kit = createTestKit()
    kit.storage.set(STORAGE_KEYS.smartAccountEnabledNetworks, '1,8453')
    restoreSmartAccountEnabledNetworks(kit)
    expect(kit.store.getState().networks.eip155?.smartAccountEnabledNetworks).toEqual([])
  })
})
