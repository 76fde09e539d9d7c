import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../config/index.js'
import { createTestKit } from '../../test/createTestKit.js'
import { resetAccount } from '../account/resetAccount.js'
import { readStoredConnectorId, storeConnectorId } from './storedConnectorIds.js'

describe('storeConnectorId', () => {
  it('keeps one id per namespace, which resetAccount removes one at a time', () => {
    const kit = createTestKit()
    storeConnectorId(kit, 'eip155', 'io.metamask')
    storeConnectorId(kit, 'solana', 'phantom')
    expect(readStoredConnectorId(kit, 'eip155')).toBe('io.metamask')
    resetAccount(kit, 'eip155')
    expect(readStoredConnectorId(kit, 'eip155')).toBeUndefined()
    expect(readStoredConnectorId(kit, 'solana')).toBe('phantom')
  })
})

describe('readStoredConnectorId', () => {
  it('reads a bare stored id for any namespace, and nothing from other shapes', () => {
    const kit = createTestKit()
    kit.storage.setJson(STORAGE_KEYS.connectorId, 'io.metamask')
    expect(readStoredConnectorId(kit, 'solana')).toBe('io.metamask')
    kit.storage.setJson(STORAGE_KEYS.connectorId, { eip155: 42 })
    expect(readStoredConnectorId(kit, 'eip155')).toBeUndefined()
    kit.storage.set(STORAGE_KEYS.connectorId, '{broken')
    expect(readStoredConnectorId(kit, 'eip155')).toBeUndefined()
  })
})
