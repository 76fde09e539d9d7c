import { beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../config/index.js'
import { EmailCooldownError } from '../../errors/EmailCooldownError.js'
import { createTestKit } from '../../test/createTestKit.js'
import { assertEmailCooldown } from './assertEmailCooldown.js'
import { canTriggerEmail } from './canTriggerEmail.js'
import { recordEmailTriggered } from './recordEmailTriggered.js'

function kitTriggeredAt(now: number) {
  vi.useFakeTimers({ now })
  const kit = createTestKit()
  recordEmailTriggered(kit)
  return kit
}

describe('assertEmailCooldown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 })
  })

  it('allows the first email login', () => {
    const kit = createTestKit()
    expect(() => assertEmailCooldown(kit)).not.toThrow()
    expect(canTriggerEmail(kit)).toBe(true)
  })

  it('asks to wait 30 seconds 1 ms after the last login', () => {
    const kit = kitTriggeredAt(1_000_000)
    vi.advanceTimersByTime(1)
    expect(() => assertEmailCooldown(kit)).toThrowErrorMatchingInlineSnapshot(
      `[EmailCooldownError: Please try again after 30 seconds]`,
    )
    expect(canTriggerEmail(kit)).toBe(false)
  })

  it('asks to wait 30 seconds at the very moment of the last login', () => {
    const kit = kitTriggeredAt(1_000_000)
    expect(() => assertEmailCooldown(kit)).toThrow('Please try again after 30 seconds')
  })

  it('rounds the remaining 999 ms up to 1 second at 29.001 s', () => {
    const kit = kitTriggeredAt(1_000_000)
    vi.advanceTimersByTime(29_001)
    let error: unknown
    try {
      assertEmailCooldown(kit)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EmailCooldownError)
    expect((error as EmailCooldownError).seconds).toBe(1)
    expect((error as EmailCooldownError).message).toBe('Please try again after 1 seconds')
  })

  it('allows a new login at exactly 30 s', () => {
    const kit = kitTriggeredAt(1_000_000)
    vi.advanceTimersByTime(29_999)
    expect(canTriggerEmail(kit)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(() => assertEmailCooldown(kit)).not.toThrow()
    expect(canTriggerEmail(kit)).toBe(true)
  })

  it('reads the last login time from storage, so the cooldown survives a reload', () => {
    const kit = createTestKit()
    kit.storage.set(STORAGE_KEYS.lastEmailLoginTime, String(Date.now() - 20_000))
    expect(() => assertEmailCooldown(kit)).toThrow('Please try again after 10 seconds')
  })

  it('ignores a stored time that is not a number', () => {
    const kit = createTestKit()
    kit.storage.set(STORAGE_KEYS.lastEmailLoginTime, 'yesterday')
    expect(canTriggerEmail(kit)).toBe(true)
  })

  it('never asks to wait longer than 30 seconds when the clock went back', () => {
    const kit = createTestKit()
    kit.storage.set(STORAGE_KEYS.lastEmailLoginTime, String(Date.now() + 3_600_000))
    expect(() => assertEmailCooldown(kit)).toThrow('Please try again after 30 seconds')
  })
})
