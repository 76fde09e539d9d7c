import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPairingExpiry } from './createPairingExpiry.js'

describe('createPairingExpiry', () => {
  afterEach(() => vi.useRealTimers())

  it('expires a pairing 4 minutes after the given moment', () => {
    expect(createPairingExpiry(1_000)).toBe(1_000 + 240_000)
  })

  it('defaults to 4 minutes from now', () => {
    vi.useFakeTimers({ now: 50_000 })
    expect(createPairingExpiry()).toBe(290_000)
  })
})
