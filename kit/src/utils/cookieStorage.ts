import { STORAGE_KEYS, STORAGE_PREFIX } from '../config/constants.js'
import type { WalletKitOptions } from '../config/walletKitOptionsSchema.js'
import { createKitStorage, type KitStorage } from './createKitStorage.js'
import { parseCookieHeader } from './parseCookieHeader.js'

/** The keys a server render needs (which wallet, which address): kept in cookies, sent with every request. */
const COOKIE_STORAGE_KEYS: readonly string[] = [STORAGE_KEYS.connectorId, STORAGE_KEYS.connectedAccounts]
/** A year: the connection is remembered as long as local storage would keep it. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * The kit's storage for a server-rendered app, for the kit's `options` (their `storagePrefix`): the connection keys (connector id, connected addresses) in cookies,
 * so the server can render the account (`cookieToInitialState`), everything else in local storage as usual. Touches
 * no browser global until the kit reads or writes; on the server it keeps values in memory.
 * @example createWalletKit(config, { adapters, storage: cookieStorage(config) })
 */
export function cookieStorage(options: WalletKitOptions = {}): KitStorage {
  const prefix = options.storagePrefix ?? STORAGE_PREFIX
  const cookies = createKitStorage({ prefix, storage: documentCookies() })
  const local = createKitStorage({ prefix })
  const pick = (key: string) => (COOKIE_STORAGE_KEYS.includes(key) ? cookies : local)
  return {
    get: (key) => pick(key).get(key),
    set: (key, value) => pick(key).set(key, value),
    remove: (key) => pick(key).remove(key),
    getJson: (key) => pick(key).getJson(key),
    setJson: (key, value) => pick(key).setJson(key, value),
  }
}

/** `document.cookie` as a Storage backend, read at each call; undefined on the server (memory then). */
function documentCookies(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  if (typeof document === 'undefined') return undefined
  const write = (name: string, value: string, maxAge: number) => {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : ''
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox and Safari 17.
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; samesite=lax${secure}`
  }
  return {
    getItem: (name) => parseCookieHeader(document.cookie).get(name) ?? null,
    setItem: (name, value) => write(name, value, MAX_AGE_SECONDS),
    removeItem: (name) => write(name, '', 0),
  }
}
