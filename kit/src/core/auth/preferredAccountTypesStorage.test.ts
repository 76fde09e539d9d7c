import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../config/index.js'
import { createTestKit } from '../../test/createTestKit.js'
import { readPreferredAccountType, writePreferredAccountType } from './preferredAccountTypesStorage.js'

describe('preferredAccountTypesStorage', () => {
  it('reads nothing from a stored value that is not an object of namespaces', () => {
    const kit = createTestKit()
    for (const stored of [['eoa'], 'eoa', 42, null]) {
      kit.storage.setJson(STORAGE_KEYS.preferredAccountType, stored)
      expect(readPreferredAccountType(kit.storage, 'eip155')).toBeUndefined()
    }
  })

  it('keeps the other namespaces when one is written, and replaces a stored value of the wrong shape', () => {
    const kit = createTestKit()
    writePreferredAccountType(kit.storage, 'bip122', 'ordinal')
    writePreferredAccountType(kit.storage, 'eip155', 'eoa')
    expect(kit.storage.getJson(STORAGE_KEYS.preferredAccountType)).toEqual({
      bip122: 'ordinal',
      eip155: 'eoa',
    })
    kit.storage.setJson(STORAGE_KEYS.preferredAccountType, ['smartAccount'])
    writePreferredAccountType(kit.storage, 'solana', 'eoa')
    expect(kit.storage.getJson(STORAGE_KEYS.preferredAccountType)).toEqual({ solana: 'eoa' })
  })
})
