import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'

// Spec 9: portfolio and native balance 30 s; name and identity 5 min.
describe('the caches of a kit instance', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 })
  })

  it('keeps an identity for 5 minutes', () => {
    const kit = createTestKit()
    kit.caches.identity.set('0xabc', { name: 'alice.eth', avatar: null })
    vi.advanceTimersByTime(5 * 60_000 - 1)
    expect(kit.caches.identity.get('0xabc')).toEqual({ name: 'alice.eth', avatar: null })
    vi.advanceTimersByTime(1)
    expect(kit.caches.identity.get('0xabc')).toBeUndefined()
  })

  it('keeps a name lookup for 5 minutes', () => {
    const kit = createTestKit()
    kit.caches.name.set('alice', { addresses: {} })
    vi.advanceTimersByTime(5 * 60_000 - 1)
    expect(kit.caches.name.get('alice')).toEqual({ addresses: {} })
    vi.advanceTimersByTime(1)
    expect(kit.caches.name.get('alice')).toBeUndefined()
  })

  it('keeps a balance for 30 seconds', () => {
    const kit = createTestKit()
    kit.caches.balance.set('eip155:1:0xabc', [])
    vi.advanceTimersByTime(29_999)
    expect(kit.caches.balance.get('eip155:1:0xabc')).toEqual([])
    vi.advanceTimersByTime(1)
    expect(kit.caches.balance.get('eip155:1:0xabc')).toBeUndefined()
  })

  it('gives each instance its own caches', () => {
    const first = createTestKit()
    const second = createTestKit()
    first.caches.identity.set('0xabc', { name: 'alice.eth' })
    expect(second.caches.identity.get('0xabc')).toBeUndefined()
  })
})
