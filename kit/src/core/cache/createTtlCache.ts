/** A small time-to-live cache (spec 9: balances 30 s, names and identity 5 min). */
export type TtlCache<Value> = {
  get(key: string): Value | undefined
  set(key: string, value: Value): void
  delete(key: string): void
  clear(): void
}

/**
 * Creates a cache whose entries expire `ttl` milliseconds after they were set.
 * @example const identities = createTtlCache<Identity>(CACHES.identity)
 */
export function createTtlCache<Value>(ttl: number): TtlCache<Value> {
  const entries = new Map<string, { value: Value; expiresAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (Date.now() >= entry.expiresAt) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set: (key, value) => void entries.set(key, { value, expiresAt: Date.now() + ttl }),
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  }
}
