import type { WalletKitDependencies } from 'walletkit'

/** The kit's storage, as `createWalletKit`'s dependencies take it. */
export type MemoryKitStorage = NonNullable<WalletKitDependencies['storage']>

/**
 * The kit's storage in memory, for one kit: a component test's kit remembers nothing of another test's connection
 * (the default, `localStorage`, outlives a test in jsdom).
 * @example createWalletKit(options, { storage: createMemoryKitStorage() })
 */
export function createMemoryKitStorage(): MemoryKitStorage {
  const memory = new Map<string, string>()
  return {
    get: (key) => memory.get(key),
    set: (key, value) => void memory.set(key, value),
    remove: (key) => void memory.delete(key),
    getJson(key) {
      const text = memory.get(key)
      return text === undefined ? undefined : (JSON.parse(text) as unknown)
    },
    setJson(key, value) {
      let text: string | undefined
      try {
        text = JSON.stringify(value)
      } catch {
        text = undefined // a bigint or a cycle: as the kit's own storage, the key goes
      }
      if (text === undefined) memory.delete(key)
      else memory.set(key, text)
    },
  }
}
