import { describe, expect, it } from 'vitest'
import { parseCookieHeader } from './parseCookieHeader.js'

describe('parseCookieHeader', () => {
  it('reads each cookie by its decoded name, with its decoded value', () => {
    const cookies = parseCookieHeader(
      'theme=dark; %40walletkit%2FCONNECTOR_ID=%7B%22eip155%22%3A%22io.x%22%7D',
    )
    expect(cookies.get('theme')).toBe('dark')
    expect(cookies.get('@walletkit/CONNECTOR_ID')).toBe('{"eip155":"io.x"}')
  })

  it('keeps the first of two cookies with one name, as browsers send the most specific path first', () => {
    expect(parseCookieHeader('a=1; a=2').get('a')).toBe('1')
  })

  it('skips pairs without a name or with a malformed escape, and reads nothing from no header', () => {
    const cookies = parseCookieHeader('=x; broken=%E0%A4%A; ok=1; flag')
    expect([...cookies]).toEqual([['ok', '1']])
    expect(parseCookieHeader(null).size).toBe(0)
    expect(parseCookieHeader(undefined).size).toBe(0)
  })
})
