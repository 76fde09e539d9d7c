import { STORAGE_KEYS, STORAGE_PREFIX } from '../config/constants.js'

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/** The kit's view of browser storage: prefixed keys, never throws. */
export type KitStorage = {
  get(key: StorageKey): string | undefined
  set(key: StorageKey, value: string): void
  remove(key: StorageKey): void
  getJson(key: StorageKey): unknown
  setJson(key: StorageKey, value: unknown): void
}

export type CreateKitStorageParameters = {
  /** Defaults to `@walletkit/`. */
  prefix?: string
  /** Defaults to `window.localStorage` when it exists and works; otherwise an in-memory map. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
}

/**
 * Browser storage under the kit's prefix. Safe in private mode, with storage disabled, and on the server:
 * every failure falls back to memory for the rest of the session.
 * @example createKitStorage().set(STORAGE_KEYS.email, 'a@b.co')
 */
export function createKitStorage({ prefix = STORAGE_PREFIX, storage }: CreateKitStorageParameters = {}): KitStorage {
  const memory = new Map<string, string>()
  let backend = storage ?? browserStorage()

  const attempt = <Result>(run: () => Result, fallback: () => Result): Result => {
    if (!backend) return fallback()
    try {
      return run()
    } catch {
      backend = undefined // quota exceeded, security error: keep going in memory
      return fallback()
    }
  }

  const kitStorage: KitStorage = {
    get: (key) =>
      attempt(
        () => backend?.getItem(prefix + key) ?? undefined,
        () => memory.get(prefix + key),
      ),
    set: (key, value) => {
      memory.set(prefix + key, value)
      attempt(
        () => backend?.setItem(prefix + key, value),
        () => undefined,
      )
    },
    remove: (key) => {
      memory.delete(prefix + key)
      attempt(
        () => backend?.removeItem(prefix + key),
        () => undefined,
      )
    },
    getJson: (key) => {
      const text = kitStorage.get(key)
      if (text === undefined) return undefined
      try {
        return JSON.parse(text) as unknown
      } catch {
        return undefined
      }
    },
    setJson: (key, value) => kitStorage.set(key, JSON.stringify(value)),
  }
  return kitStorage
}

function browserStorage(): Storage | undefined {
  try {
    if (typeof window === 'undefined' || !window.localStorage) return undefined
    const probe = `${STORAGE_PREFIX}probe`
    window.localStorage.setItem(probe, probe)
    window.localStorage.removeItem(probe)
    return window.localStorage
  } catch {
    return undefined
  }
}
