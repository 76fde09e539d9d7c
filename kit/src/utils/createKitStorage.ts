import { type STORAGE_KEYS, STORAGE_PREFIX } from '../config/constants.js'

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/** The kit's view of browser storage: prefixed keys, never throws. */
export type KitStorage = {
  get(key: StorageKey): string | undefined
  set(key: StorageKey, value: string): void
  remove(key: StorageKey): void
  getJson(key: StorageKey): unknown
  /** Stores a value as JSON; one JSON cannot hold (undefined, a function, a bigint, a cycle) removes the key. */
  setJson(key: StorageKey, value: unknown): void
}

export type CreateKitStorageParameters = {
  /** Defaults to `@walletkit/`. */
  prefix?: string
  /** Defaults to `window.localStorage` when it exists and works; otherwise an in-memory map. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
}

/**
 * Browser storage under the kit's prefix. Safe in private mode, with storage disabled, and on the server: a write
 * the browser refuses is kept in memory for the rest of the session, and a read that fails finds only memory.
 * @example createKitStorage().set(STORAGE_KEYS.email, 'a@b.co')
 */
export function createKitStorage({
  prefix = STORAGE_PREFIX,
  storage,
}: CreateKitStorageParameters = {}): KitStorage {
  const backend = storage ?? browserStorage()
  // Only keys whose last write or removal the backend refused; null marks a removal. Other keys are read from the
  // backend, so values from earlier sessions stay readable after one refused write (a full quota, say).
  const memory = new Map<string, string | null>()

  const write = (key: StorageKey, value: string | null) => {
    const item = prefix + key
    try {
      if (backend) {
        if (value === null) backend.removeItem(item)
        else backend.setItem(item, value)
        memory.delete(item)
        return
      }
    } catch {
      // Refused: a full quota, a security error, private mode. Remembered in memory below.
    }
    memory.set(item, value)
  }

  const kitStorage: KitStorage = {
    get: (key) => {
      const item = prefix + key
      if (memory.has(item)) return memory.get(item) ?? undefined
      try {
        return backend?.getItem(item) ?? undefined
      } catch {
        return undefined
      }
    },
    set: (key, value) => write(key, value),
    remove: (key) => write(key, null),
    getJson: (key) => {
      const text = kitStorage.get(key)
      if (text === undefined) return undefined
      try {
        return JSON.parse(text) as unknown
      } catch {
        return undefined
      }
    },
    setJson: (key, value) => {
      const text = toJson(value)
      if (text === undefined) kitStorage.remove(key)
      else kitStorage.set(key, text)
    },
  }
  return kitStorage
}

/** JSON text for a value, or undefined for what JSON cannot hold (undefined, a function, a bigint, a cycle). */
function toJson(value: unknown): string | undefined {
  try {
    // JSON.stringify returns undefined, despite its type, for undefined and functions; it throws on bigints and cycles.
    return JSON.stringify(value) as string | undefined
  } catch {
    return undefined
  }
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
