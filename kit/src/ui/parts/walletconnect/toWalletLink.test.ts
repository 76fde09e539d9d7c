import { describe, expect, it } from 'vitest'
import { toWalletLink } from './toWalletLink.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=def'
const encoded = encodeURIComponent(uri)

describe('toWalletLink', () => {
  it('appends wc?uri to an app scheme', () => {
    expect(toWalletLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(toWalletLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(toWalletLink('trust://open', uri)).toBe(`trust://open/wc?uri=${encoded}`)
  })

  it('appends /wc?uri to a universal or web-app link', () => {
    expect(toWalletLink('https://link.trustwallet.com/', uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    )
    expect(toWalletLink('https://app.wallet.test', uri)).toBe(`https://app.wallet.test/wc?uri=${encoded}`)
  })

  it.each([
    'javascript:alert(1)//',
    'data:text/html,<b>x</b>',
    ' JavaScript:alert(1)',
    'vbscript:x',
    '',
    undefined,
    null,
  ])('refuses %s', (link) => {
    expect(toWalletLink(link, uri)).toBeUndefined()
  })
})
