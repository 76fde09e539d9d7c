import { describe, expect, it } from 'vitest'
import { toWalletLink } from './toWalletLink.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=def'
const encoded = encodeURIComponent(uri)

describe('toWalletLink', () => {
  it('appends wc?uri to an app scheme', () => {
    expect(toWalletLink('metamask://', uri, 'mobile')).toBe(`metamask://wc?uri=${encoded}`)
    expect(toWalletLink('rainbow:', uri, 'mobile')).toBe(`rainbow://wc?uri=${encoded}`)
    expect(toWalletLink('trust://open', uri, 'desktop')).toBe(`trust://open/wc?uri=${encoded}`)
  })

  it('appends /wc?uri to a universal or web-app link', () => {
    expect(toWalletLink('https://link.trustwallet.com/', uri, 'mobile')).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    )
    expect(toWalletLink('https://app.wallet.test', uri, 'webapp')).toBe(
      `https://app.wallet.test/wc?uri=${encoded}`,
    )
  })

  it('lets plain http through only for a wallet on this machine', () => {
    expect(toWalletLink('http://127.0.0.1:5173', uri, 'webapp')).toBe(
      `http://127.0.0.1:5173/wc?uri=${encoded}`,
    )
    expect(toWalletLink('http://localhost:5173/', uri, 'mobile')).toBe(
      `http://localhost:5173/wc?uri=${encoded}`,
    )
    expect(toWalletLink('http://app.wallet.test', uri, 'webapp')).toBeUndefined()
    expect(toWalletLink('http://link.wallet.test', uri, 'mobile')).toBeUndefined()
    expect(toWalletLink('http://127.0.0.1.attacker.test', uri, 'desktop')).toBeUndefined()
  })

  it('opens a web app only over https, never an app scheme', () => {
    expect(toWalletLink('metamask://', uri, 'webapp')).toBeUndefined()
  })

  it.each([
    'javascript:alert(1)//',
    'data:text/html,<b>x</b>',
    ' JavaScript:alert(1)',
    'vbscript:x',
    'file:///etc/passwd',
    'ms-msdt:/id PCWDiagnostic /skip force',
    'MS-MSDT:x',
    'search-ms:query=invoice&crumb=location:\\\\attacker\\share',
    'intent://scan/#Intent;scheme=zxing;package=com.evil;end',
    'ms-officecmd:x',
    'blob:https://a.test/x',
    '',
    undefined,
    null,
  ])('refuses %s as a native or web link', (link) => {
    expect(toWalletLink(link, uri, 'mobile')).toBeUndefined()
    expect(toWalletLink(link, uri, 'desktop')).toBeUndefined()
    expect(toWalletLink(link, uri, 'webapp')).toBeUndefined()
  })
})
