import type { TtlCache } from './createTtlCache.js'

/**
 * Returns the cached value for `key`, or loads, caches and returns it. A failed load caches nothing.
 * @example const identity = await getOrLoad(kit.caches.identity, address, () => api.fetchIdentity(address))
 */
export async function getOrLoad<Value>(
  cache: TtlCache<Value>,
  key: string,
  load: () => Promise<Value>,
): Promise<Value> {
  const cached = cache.get(key)
  if (cached !== undefined) return cached
  const value = await load()
  cache.set(key, value)
  return value
}
