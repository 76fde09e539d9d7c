import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../config/index.js'
import { createTestKit } from '../../test/createTestKit.js'
import { checkAuthConnection } from './checkAuthConnection.js'
import { clearAuthCache } from './clearAuthCache.js'
import { recordEmailLoginSuccess } from './recordEmailLoginSuccess.js'
import { recordSocialUsername } from './recordSocialUsername.js'

function loggedInKit() {
  const kit = createTestKit()
  recordEmailLoginSuccess(kit, 'alice@example.com')
  recordSocialUsername(kit, 'alice')
  kit.storage.set(STORAGE_KEYS.lastUsedChain, 'eip155')
  return kit
}

function expectAuthCacheCleared(kit: ReturnType<typeof createTestKit>) {
  expect(kit.storage.get(STORAGE_KEYS.emailLoginUsed)).toBeUndefined()
  expect(kit.storage.get(STORAGE_KEYS.email)).toBeUndefined()
  expect(kit.storage.get(STORAGE_KEYS.lastUsedChain)).toBeUndefined()
  expect(kit.storage.get(STORAGE_KEYS.socialUsername)).toBeUndefined()
}

describe('checkAuthConnection', () => {
  it('is not connected without the email-login flag, and does not ask the frame', async () => {
    const kit = createTestKit()
    const isConnected = vi.fn(() => true)
    expect(await checkAuthConnection(kit, { isConnected })).toBe(false)
    expect(isConnected).not.toHaveBeenCalled()
  })

  it('is connected when the frame says so, and keeps the cache', async () => {
    const kit = loggedInKit()
    expect(await checkAuthConnection(kit, { isConnected: async () => true })).toBe(true)
    expect(kit.storage.get(STORAGE_KEYS.email)).toBe('alice@example.com')
  })

  it('clears the auth cache when the frame says it is not connected', async () => {
    const kit = loggedInKit()
    expect(await checkAuthConnection(kit, { isConnected: async () => false })).toBe(false)
    expectAuthCacheCleared(kit)
  })

  it('clears the auth cache when the check fails', async () => {
    const kit = loggedInKit()
    const isConnected = () => Promise.reject(new Error('frame timed out'))
    expect(await checkAuthConnection(kit, { isConnected })).toBe(false)
    expectAuthCacheCleared(kit)
    expect(kit.logger.records().at(-1)?.message).toBe('The auth connection check failed')
  })
})

describe('clearAuthCache', () => {
  it('clears the flag, email, last used chain, social username and the session token, and nothing else', () => {
    const kit = loggedInKit()
    kit.storage.set(STORAGE_KEYS.sessionToken, 'token')
    kit.storage.set(STORAGE_KEYS.preferredAccountType, 'smartAccount')
    clearAuthCache(kit)
    expectAuthCacheCleared(kit)
    expect(kit.storage.get(STORAGE_KEYS.sessionToken)).toBeUndefined()
    expect(kit.storage.get(STORAGE_KEYS.preferredAccountType)).toBe('smartAccount')
  })
})
