// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS, STORAGE_PREFIX } from '../config/constants.js'
import { createKitStorage } from './createKitStorage.js'

/** A storage whose every call throws, as Safari's private mode and disabled storage do. */
function refusingStorage() {
  const refuse = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return { getItem: vi.fn(refuse), setItem: vi.fn(refuse), removeItem: vi.fn(refuse) }
}

describe('createKitStorage', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it.each(Object.values(STORAGE_KEYS))('stores %s in localStorage under the @walletkit/ prefix', (key) => {
    createKitStorage().set(key, 'value')
    expect(window.localStorage.getItem(`@walletkit/${key}`)).toBe('value')
    expect(STORAGE_PREFIX).toBe('@walletkit/')
  })

  it('reads what an earlier session stored', () => {
    window.localStorage.setItem('@walletkit/EMAIL', 'ada@example.com')
    expect(createKitStorage().get(STORAGE_KEYS.email)).toBe('ada@example.com')
  })

  it('gives undefined for a key that was never stored', () => {
    expect(createKitStorage().get(STORAGE_KEYS.sessionToken)).toBeUndefined()
    expect(createKitStorage().getJson(STORAGE_KEYS.sessionToken)).toBeUndefined()
  })

  it('removes a key', () => {
    const storage = createKitStorage()
    storage.set(STORAGE_KEYS.socialUsername, 'ada')
    storage.remove(STORAGE_KEYS.socialUsername)
    expect(storage.get(STORAGE_KEYS.socialUsername)).toBeUndefined()
    expect(window.localStorage.getItem('@walletkit/SOCIAL_USERNAME')).toBeNull()
  })

  it('uses another prefix when given one', () => {
    createKitStorage({ prefix: 'host:' }).set(STORAGE_KEYS.lastUsedChain, 'solana')
    expect(window.localStorage.getItem('host:LAST_USED_CHAIN')).toBe('solana')
  })

  it('uses the storage it is given, such as sessionStorage', () => {
    createKitStorage({ storage: window.sessionStorage }).set(STORAGE_KEYS.email, 'ada@example.com')
    expect(window.sessionStorage.getItem('@walletkit/EMAIL')).toBe('ada@example.com')
    expect(window.localStorage.getItem('@walletkit/EMAIL')).toBeNull()
    window.sessionStorage.clear()
  })

  it.each([
    [['eip155:1', 'eip155:8453']],
    [{ type: 'smartAccount', networks: [1, 10] }],
    [1712345678901],
    ['eoa'],
    [true],
    [null],
  ])('round-trips %j through JSON', (value) => {
    const storage = createKitStorage()
    storage.setJson(STORAGE_KEYS.smartAccountEnabledNetworks, value)
    expect(createKitStorage().getJson(STORAGE_KEYS.smartAccountEnabledNetworks)).toEqual(value)
  })

  it('gives undefined for stored text that is not JSON', () => {
    window.localStorage.setItem('@walletkit/SMART_ACCOUNT_ENABLED_NETWORKS', '[1, 10')
    expect(createKitStorage().getJson(STORAGE_KEYS.smartAccountEnabledNetworks)).toBeUndefined()
  })

  it.each([
    ['undefined', undefined],
    ['a function', () => 1],
    ['a bigint', { value: 1n }],
  ])('removes the key instead of storing %s, which JSON cannot hold', (_name, value) => {
    const storage = createKitStorage()
    storage.setJson(STORAGE_KEYS.recentWallets, ['old'])
    expect(() => storage.setJson(STORAGE_KEYS.recentWallets, value)).not.toThrow()
    expect(storage.getJson(STORAGE_KEYS.recentWallets)).toBeUndefined()
    expect(window.localStorage.getItem('@walletkit/RECENT_WALLETS')).toBeNull()
  })

  it('does not throw on a value with a cycle', () => {
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(() => createKitStorage().setJson(STORAGE_KEYS.recentWallets, cycle)).not.toThrow()
  })

  it('keeps working in memory when localStorage throws on every call (private mode)', () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse)
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse)
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse)

    const storage = createKitStorage()
    storage.set(STORAGE_KEYS.email, 'ada@example.com')
    storage.setJson(STORAGE_KEYS.emailLoginUsed, true)
    expect(storage.get(STORAGE_KEYS.email)).toBe('ada@example.com')
    expect(storage.getJson(STORAGE_KEYS.emailLoginUsed)).toBe(true)
    storage.remove(STORAGE_KEYS.email)
    expect(storage.get(STORAGE_KEYS.email)).toBeUndefined()
  })

  it('keeps working in memory when the storage it is given throws on every call', () => {
    const backend = refusingStorage()
    const storage = createKitStorage({ storage: backend })
    expect(storage.get(STORAGE_KEYS.sessionToken)).toBeUndefined()
    storage.set(STORAGE_KEYS.sessionToken, 'jwt')
    expect(storage.get(STORAGE_KEYS.sessionToken)).toBe('jwt')
    storage.remove(STORAGE_KEYS.sessionToken)
    expect(storage.get(STORAGE_KEYS.sessionToken)).toBeUndefined()
    expect(backend.setItem).toHaveBeenCalledWith('@walletkit/SESSION_TOKEN', 'jwt')
  })

  it('still reads earlier values after one write is refused, such as on a full quota', () => {
    window.localStorage.setItem('@walletkit/SESSION_TOKEN', 'jwt-from-last-visit')
    const storage = createKitStorage()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    storage.set(STORAGE_KEYS.recentWallets, 'a long list')
    expect(storage.get(STORAGE_KEYS.recentWallets)).toBe('a long list')
    expect(storage.get(STORAGE_KEYS.sessionToken)).toBe('jwt-from-last-visit')
  })

  it('writes through to localStorage again once it accepts a key it refused', () => {
    const storage = createKitStorage()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    storage.set(STORAGE_KEYS.email, 'first@example.com')
    storage.set(STORAGE_KEYS.email, 'second@example.com')
    window.localStorage.setItem('@walletkit/EMAIL', 'from-another-tab@example.com')
    expect(storage.get(STORAGE_KEYS.email)).toBe('from-another-tab@example.com')
  })

  it('remembers a refused removal, so a removed key stays removed', () => {
    window.localStorage.setItem('@walletkit/SESSION_TOKEN', 'jwt')
    const storage = createKitStorage()
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementationOnce(() => {
      throw new DOMException('Denied', 'SecurityError')
    })
    storage.remove(STORAGE_KEYS.sessionToken)
    expect(storage.get(STORAGE_KEYS.sessionToken)).toBeUndefined()
  })

  it('works in memory on the server, where there is no window', () => {
    vi.stubGlobal('window', undefined)
    const storage = createKitStorage()
    storage.set(STORAGE_KEYS.lastUsedChain, 'eip155')
    expect(storage.get(STORAGE_KEYS.lastUsedChain)).toBe('eip155')
  })

  it('works in memory when the window has no localStorage', () => {
    vi.stubGlobal('window', {})
    const storage = createKitStorage()
    storage.set(STORAGE_KEYS.lastUsedChain, 'solana')
    expect(storage.get(STORAGE_KEYS.lastUsedChain)).toBe('solana')
  })

  it('works in memory when touching localStorage is a security error (sandboxed frame)', () => {
    vi.stubGlobal('window', {
      get localStorage() {
        throw new DOMException('Access is denied', 'SecurityError')
      },
    })
    const storage = createKitStorage()
    storage.set(STORAGE_KEYS.preferredAccountType, 'eoa')
    expect(storage.get(STORAGE_KEYS.preferredAccountType)).toBe('eoa')
  })

  it('gives each instance its own memory', () => {
    const first = createKitStorage({ storage: refusingStorage() })
    const second = createKitStorage({ storage: refusingStorage() })
    first.set(STORAGE_KEYS.email, 'ada@example.com')
    expect(second.get(STORAGE_KEYS.email)).toBeUndefined()
  })
})
