import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPairingExpiry } from './createPairingExpiry.js'
import { isPairingExpired } from './isPairingExpired.js'

describe('isPairingExpired', () => {
  afterEach(() => vi.useRealTimers())

  it('counts a pairing as live while more than 10 s remain', () => {
    expect(isPairingExpired(20_001, 10_000)).toBe(false)
  })

  it('counts a pairing as expired when exactly 10 s remain', () => {
    expect(isPairingExpired(20_000, 10_000)).toBe(true)
  })

  it('counts a pairing past its expiry as expired', () => {
    expect(isPairingExpired(5_000, 10_000)).toBe(true)
  })

  it('counts a missing expiry as expired', () => {
    expect(isPairingExpired(undefined, 10_000)).toBe(true)
  })

  it('keeps a new pairing live until 10 s before its 4 minutes run out', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const expiry = createPairingExpiry()
    vi.advanceTimersByTime(4 * 60_000 - 10_001)
    expect(isPairingExpired(expiry)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(isPairingExpired(expiry)).toBe(true)
  })
})
