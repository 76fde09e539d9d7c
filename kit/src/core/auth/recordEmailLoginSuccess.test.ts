import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../config/index.js'
import { createTestKit } from '../../test/createTestKit.js'
import { canTriggerEmail } from './canTriggerEmail.js'
import { recordEmailLoginSuccess } from './recordEmailLoginSuccess.js'
import { recordEmailTriggered } from './recordEmailTriggered.js'
import { recordEmailUpdated } from './recordEmailUpdated.js'
import { recordSocialUsername } from './recordSocialUsername.js'

describe('recordEmailLoginSuccess', () => {
  it('stores the email, sets the email-login-used flag and clears the last-email-time', () => {
    const kit = createTestKit()
    recordEmailTriggered(kit)
    expect(canTriggerEmail(kit)).toBe(false)
    recordEmailLoginSuccess(kit, 'alice@example.com')
    expect(kit.storage.get(STORAGE_KEYS.email)).toBe('alice@example.com')
    expect(kit.storage.get(STORAGE_KEYS.emailLoginUsed)).toBe('true')
    expect(kit.storage.get(STORAGE_KEYS.lastEmailLoginTime)).toBeUndefined()
    expect(canTriggerEmail(kit)).toBe(true)
  })
})

describe('recordEmailUpdated', () => {
  it('stores the new email', () => {
    const kit = createTestKit()
    recordEmailLoginSuccess(kit, 'alice@example.com')
    recordEmailUpdated(kit, 'alice@new.example')
    expect(kit.storage.get(STORAGE_KEYS.email)).toBe('alice@new.example')
  })
})

describe('recordSocialUsername', () => {
  it('stores the social username', () => {
    const kit = createTestKit()
    recordSocialUsername(kit, 'alice')
    expect(kit.storage.get(STORAGE_KEYS.socialUsername)).toBe('alice')
  })
})
