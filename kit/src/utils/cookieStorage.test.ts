// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../config/constants.js'
import { cookieStorage } from './cookieStorage.js'
import { parseCookieHeader } from './parseCookieHeader.js'

afterEach(() => {
  for (const name of parseCookieHeader(document.cookie).keys()) {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing jsdom's cookies between tests.
    document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`
  }
  localStorage.clear()
})

describe('cookieStorage', () => {
  it('keeps the connector id and the connected addresses in cookies the server receives', () => {
    const storage = cookieStorage()
    storage.setJson(STORAGE_KEYS.connectorId, { eip155: 'io.metamask' })
    storage.setJson(STORAGE_KEYS.connectedAccounts, { eip155: 'eip155:1:0xabc' })
    const cookies = parseCookieHeader(document.cookie)
    expect(cookies.get('@walletkit/CONNECTOR_ID')).toBe('{"eip155":"io.metamask"}')
    expect(cookies.get('@walletkit/CONNECTED_ACCOUNTS')).toBe('{"eip155":"eip155:1:0xabc"}')
    expect(localStorage.length).toBe(0)
    // A new storage (a reload) reads them back.
    expect(cookieStorage().getJson(STORAGE_KEYS.connectorId)).toEqual({ eip155: 'io.metamask' })
  })

  it('keeps every other key in local storage, out of the requests', () => {
    cookieStorage().setJson(STORAGE_KEYS.recentWallets, [{ id: 'io.metamask' }])
    expect(document.cookie).toBe('')
    expect(localStorage.getItem('@walletkit/RECENT_WALLETS')).toBe('[{"id":"io.metamask"}]')
  })

  it('removes a cookie, and uses the prefix it is given', () => {
    const storage = cookieStorage({ storagePrefix: 'shop/' })
    storage.set(STORAGE_KEYS.connectorId, 'io.metamask')
    expect(parseCookieHeader(document.cookie).get('shop/CONNECTOR_ID')).toBe('io.metamask')
    storage.remove(STORAGE_KEYS.connectorId)
    expect(document.cookie).toBe('')
    expect(storage.get(STORAGE_KEYS.connectorId)).toBeUndefined()
  })
})
