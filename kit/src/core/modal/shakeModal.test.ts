import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import { shakeModal } from './shakeModal.js'

describe('shakeModal', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('shakes for exactly 500 ms', () => {
    const kit = createTestKit()
    shakeModal(kit)
    expect(kit.store.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(kit.store.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(kit.store.getState().modal.shake).toBe(false)
  })

  it('ignores a shake asked for while one runs, so it still stops 500 ms after it began', () => {
    const kit = createTestKit()
    shakeModal(kit)
    vi.advanceTimersByTime(300)
    shakeModal(kit)
    vi.advanceTimersByTime(200)
    expect(kit.store.getState().modal.shake).toBe(false)
  })

  it('shakes again after the previous shake ended', () => {
    const kit = createTestKit()
    shakeModal(kit)
    vi.advanceTimersByTime(500)
    shakeModal(kit)
    expect(kit.store.getState().modal.shake).toBe(true)
    vi.advanceTimersByTime(500)
    expect(kit.store.getState().modal.shake).toBe(false)
  })
})
