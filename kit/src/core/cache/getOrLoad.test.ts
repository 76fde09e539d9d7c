import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTtlCache } from './createTtlCache.js'
import { getOrLoad } from './getOrLoad.js'

describe('getOrLoad', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 })
  })

  it('loads once and serves the cached value until it expires', async () => {
    const cache = createTtlCache<string>(5 * 60_000)
    const load = vi.fn(async () => 'alice.eth')
    expect(await getOrLoad(cache, '0xabc', load)).toBe('alice.eth')
    vi.advanceTimersByTime(5 * 60_000 - 1)
    expect(await getOrLoad(cache, '0xabc', load)).toBe('alice.eth')
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    await getOrLoad(cache, '0xabc', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('caches nothing when the load fails, so the next call loads again', async () => {
    const cache = createTtlCache<string>(1_000)
    await expect(getOrLoad(cache, 'k', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline')
    expect(cache.get('k')).toBeUndefined()
    expect(await getOrLoad(cache, 'k', async () => 'value')).toBe('value')
  })
})
