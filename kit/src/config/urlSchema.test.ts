import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { urlSchema } from './urlSchema.js'

const read = (scheme: 'http' | 'ws', value: unknown) => {
  const result = v.safeParse(urlSchema(scheme), value)
  return result.success ? result.output : result.issues[0].message
}

describe('urlSchema', () => {
  it.each(['https://rpc.walletconnect.org', 'http://127.0.0.1:4000', 'HTTPS://EXAMPLE.COM/path?q=1'])(
    'accepts the http(s) URL %s as given',
    (url) => {
      expect(read('http', url)).toBe(url)
    },
  )

  it.each([
    'javascript:alert(1)',
    '/api',
    'http:example.com',
    'ftp://example.com',
    'https://a b',
    'wss://relay',
  ])('refuses %s where an http(s) URL is expected', (url) => {
    expect(read('http', url)).toBe('an http(s) URL')
  })

  it('accepts ws(s) URLs only where a ws(s) URL is expected', () => {
    expect(read('ws', 'wss://relay.walletconnect.org')).toBe('wss://relay.walletconnect.org')
    expect(read('ws', 'https://relay.walletconnect.org')).toBe('a ws(s) URL')
  })

  it('trims surrounding whitespace and drops tabs and newlines, as a URL parser does', () => {
    expect(read('http', '  https://example.com/a\tb\n ')).toBe('https://example.com/ab')
  })
})
