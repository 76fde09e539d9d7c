import { describe, expect, it } from 'vitest'
import { checkSandboxRequest } from './checkSandboxRequest.js'

const playground = 'http://127.0.0.1:5173'
const check = (method: string, headers: Record<string, string>) =>
  checkSandboxRequest({ method, headers }, [playground])?.status ?? 'allowed'

describe('checkSandboxRequest', () => {
  it('allows the listed origins, same-origin requests without an Origin, and clients that are no browser', () => {
    expect(check('GET', { origin: playground })).toBe('allowed')
    expect(check('POST', { origin: playground, 'content-type': 'application/json; charset=utf-8' })).toBe(
      'allowed',
    )
    expect(check('GET', { 'sec-fetch-site': 'same-origin' })).toBe('allowed')
    expect(check('GET', { 'sec-fetch-site': 'none' })).toBe('allowed')
    expect(check('GET', {})).toBe('allowed')
    expect(check('POST', { 'content-type': 'application/json' })).toBe('allowed')
  })

  it('refuses other origins, the opaque "null" origin and cross-site requests without an Origin (403)', () => {
    expect(check('GET', { origin: 'http://localhost:5173' })).toBe(403)
    expect(check('GET', { origin: 'null' })).toBe(403)
    expect(check('GET', { 'sec-fetch-site': 'same-site' })).toBe(403)
    expect(check('GET', { 'sec-fetch-site': 'cross-site' })).toBe(403)
    expect(check('POST', { 'sec-fetch-site': 'none', 'content-type': 'application/json' })).toBe(403)
  })

  it('refuses a POST that is not JSON, as a form sends (415)', () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain'])
      expect(check('POST', { origin: playground, 'content-type': type })).toBe(415)
    expect(check('POST', { origin: playground })).toBe(415)
  })
})
