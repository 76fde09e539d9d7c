import { describe, expect, it } from 'vitest'
import { isLocalUrl } from './isLocalUrl.js'

describe('isLocalUrl', () => {
  it('accepts 127.0.0.1 over http and ws, and schemes with no network', () => {
    for (const url of [
      'http://127.0.0.1:5173/',
      'ws://127.0.0.1:8545',
      'data:image/svg+xml,<svg/>',
      'blob:http://127.0.0.1/x',
    ])
      expect(isLocalUrl(url), url).toBe(true)
  })

  it('refuses every other host, including localhost names that may resolve elsewhere', () => {
    for (const url of [
      'https://rpc.walletconnect.org/v1',
      'http://localhost:5173/',
      'http://10.0.0.1/',
      'not a url',
    ])
      expect(isLocalUrl(url), url).toBe(false)
  })
})
