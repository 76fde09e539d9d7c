// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { Messages } from '../i18n/Messages.js'
import { findUntranslatedTexts } from './findUntranslatedTexts.js'

const english = {
  'a.title': 'Connect wallet',
  'a.named': 'Continue in {name}',
  'a.nfts': 'NFTs',
} as Partial<Messages>
const german = {
  'a.title': 'Wallet verbinden',
  'a.named': 'Weiter in {name}',
  'a.nfts': 'NFTs',
} as Partial<Messages>

const page = (html: string) => {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

describe('findUntranslatedTexts', () => {
  it('finds an English text planted in a German view, in a text node or an attribute', () => {
    const root = page(
      '<h2>Wallet verbinden</h2><p>Continue in <b>MetaMask</b></p><button aria-label="Connect wallet">x</button>',
    )
    expect(findUntranslatedTexts(root, { english, own: german })).toEqual([
      'Continue in MetaMask',
      'Connect wallet',
    ])
  })

  it("still finds one when the locale has a message of a placeholder alone ('{name}', which fits any text)", () => {
    const withNameOnly = { ...german, 'a.other': '{name}' } as Partial<Messages>
    expect(findUntranslatedTexts(page('<h2>Connect wallet</h2>'), { english, own: withNameOnly })).toEqual([
      'Connect wallet',
    ])
  })

  it('finds an English sentence with its placeholder filled', () => {
    expect(findUntranslatedTexts(page('<p>Continue in MetaMask</p>'), { english, own: german })).toEqual([
      'Continue in MetaMask',
    ])
  })

  it("accepts a text the locale writes as English does, and the locale's own texts", () => {
    const root = page('<span>NFTs</span><p>Weiter in MetaMask</p><h2>Wallet verbinden</h2>')
    expect(findUntranslatedTexts(root, { english, own: german })).toEqual([])
  })
})
