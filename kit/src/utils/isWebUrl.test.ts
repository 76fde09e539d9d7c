import { describe, expect, it } from 'vitest'
import { isWebUrl } from './isWebUrl.js'

describe('isWebUrl', () => {
  it.each([
    'https://warpcast.com/~/siwf?channelToken=abc',
    'http://127.0.0.1:4545/farcaster.html?channel=c1',
    'http://localhost:5173/',
    'http://[::1]:8080/',
  ])('accepts %s', (url) => {
    expect(isWebUrl(url)).toBe(true)
  })

  it.each([
    'http://warpcast.com/',
    'http://127.0.0.1.attacker.test/',
    'http://localhost.attacker.test/',
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'ms-msdt:/id PCWDiagnostic',
    'search-ms:query=x',
    'intent://x#Intent;end',
    'file:///etc/passwd',
    '/relative',
    '',
    undefined,
  ])('refuses %s', (url) => {
    expect(isWebUrl(url)).toBe(false)
  })
})
