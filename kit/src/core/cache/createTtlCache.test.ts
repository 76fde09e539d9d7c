import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTtlCache } from './createTtlCache.js'

describe('createTtlCache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 })
  })

  it('returns a value until its time to live has run out, and nothing from then on', () => {
    const cache = createTtlCache<string>(1_000)
    cache.set('a', 'alpha')
    vi.advanceTimersByTime(999)
    expect(cache.get('a')).toBe('alpha')
    vi.advanceTimersByTime(1)
    expect(cache.get('a')).toBeUndefined()
  })

  it('returns nothing for a key it never held', () => {
    expect(createTtlCache<string>(1_000).get('missing')).toBeUndefined()
  })

  it('restarts the time to live when a key is set again', () => {
    const cache = createTtlCache<string>(1_000)
    cache.set('a', 'first')
    vi.advanceTimersByTime(800)
    cache.set('a', 'second')
    vi.advanceTimersByTime(800)
    expect(cache.get('a')).toBe('second')
  })

  it('forgets a deleted key and, on clear, every key', () => {
    const cache = createTtlCache<number>(1_000)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.delete('a')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBe(2)
    cache.clear()
    expect(cache.get('b')).toBeUndefined()
  })

  it('keeps two caches apart', () => {
    const first = createTtlCache<number>(1_000)
    const second = createTtlCache<number>(1_000)
    first.set('a', 1)
    expect(second.get('a')).toBeUndefined()
  })
})
