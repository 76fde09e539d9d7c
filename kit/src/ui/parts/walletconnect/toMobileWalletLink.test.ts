import { describe, expect, it } from 'vitest'
import { toMobileWalletLink } from './toMobileWalletLink.js'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=5a1b&expiryTimestamp=1700000000'
const encoded = encodeURIComponent(uri)

describe('toMobileWalletLink', () => {
  it('opens a universal link only with /wc?uri= and the encoded URI, with or without a trailing slash', () => {
    for (const link of [
      'https://link.harbor.example',
      'https://link.harbor.example/',
      'https://link.harbor.example//',
    ])
      expect(toMobileWalletLink({ mobile_link: link }, uri)).toEqual({
        kind: 'universal',
        href: `https://link.harbor.example/wc?uri=${encoded}`,
      })
    expect(toMobileWalletLink({ link_mode: 'https://harbor.example/app/' }, uri)).toEqual({
      kind: 'universal',
      href: `https://harbor.example/app/wc?uri=${encoded}`,
    })
  })

  it.each([
    ['lumen://', `lumen://wc?uri=${encoded}`],
    ['lumen:', `lumen://wc?uri=${encoded}`],
    ['lumen', undefined],
    ['lumen://open', `lumen://open/wc?uri=${encoded}`],
    ['lumen://open/', `lumen://open/wc?uri=${encoded}`],
    ['lumen:open', `lumen://open/wc?uri=${encoded}`],
    ['  lumen://  ', `lumen://wc?uri=${encoded}`],
  ])('opens the native scheme %s as %s', (link, href) => {
    expect(toMobileWalletLink({ mobile_link: link }, uri)).toEqual(
      href ? { kind: 'native', href } : { kind: 'none', reason: 'invalid', link },
    )
  })

  it('prefers the universal link when the wallet has both', () => {
    expect(
      toMobileWalletLink({ mobile_link: 'orbitkeys://', link_mode: 'https://orbit.example/link' }, uri),
    ).toEqual({ kind: 'universal', href: `https://orbit.example/link/wc?uri=${encoded}` })
  })

  it('falls back to the native scheme when the universal link is malformed', () => {
    expect(toMobileWalletLink({ mobile_link: 'orbitkeys://', link_mode: 'https://' }, uri)).toEqual({
      kind: 'native',
      href: `orbitkeys://wc?uri=${encoded}`,
    })
  })

  it('reports a wallet with no mobile link as missing', () => {
    expect(toMobileWalletLink({}, uri)).toEqual({ kind: 'none', reason: 'missing' })
    expect(toMobileWalletLink({ mobile_link: '', link_mode: '  ' }, uri)).toEqual({
      kind: 'none',
      reason: 'missing',
    })
  })

  it.each([
    'https://',
    'https://exa mple.com',
    '://wc',
    'harbor wallet://',
    'lumen://open path',
    'not a link',
    'javascript:alert(1)//',
    'data:text/html,<script>alert(1)</script>',
    'intent://scan/#Intent;scheme=zxing;end',
    'http://link.harbor.example',
    'file:///etc/passwd',
  ])('reports %s as an invalid link, never a link to open', (link) => {
    expect(toMobileWalletLink({ mobile_link: link }, uri)).toEqual({ kind: 'none', reason: 'invalid', link })
  })

  it('lets plain http through only for a wallet on this machine (the sandbox)', () => {
    expect(toMobileWalletLink({ mobile_link: 'http://127.0.0.1:5173/__sandbox/link/harbor' }, uri)).toEqual({
      kind: 'universal',
      href: `http://127.0.0.1:5173/__sandbox/link/harbor/wc?uri=${encoded}`,
    })
  })
})
