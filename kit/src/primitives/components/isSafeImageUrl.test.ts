import { describe, expect, it } from 'vitest'
import { isHttpsUrl, isSafeImageUrl } from './isSafeImageUrl.js'

describe('isSafeImageUrl', () => {
  it.each([
    'https://images.example/a.png',
    'http://127.0.0.1:5173/icon.svg',
    'blob:https://app.example/1d2f',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('accepts %s', (url) => expect(isSafeImageUrl(url)).toBe(true))

  it.each([
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '/relative/icon.png',
    '',
    undefined,
    null,
  ])('refuses %s', (url) => expect(isSafeImageUrl(url)).toBe(false))
})

describe('isHttpsUrl', () => {
  it('accepts https only', () => {
    expect(isHttpsUrl('https://etherscan.io')).toBe(true)
    expect(isHttpsUrl('http://etherscan.io')).toBe(false)
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false)
    expect(isHttpsUrl('not a url')).toBe(false)
  })
})
