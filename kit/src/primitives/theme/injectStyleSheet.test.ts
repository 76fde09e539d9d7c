import { describe, expect, it } from 'vitest'
import { injectStyleSheet } from './injectStyleSheet.js'

function pageWithNonce(nonce?: string): Document {
  const page = document.implementation.createHTMLDocument('host')
  if (nonce !== undefined) {
    const meta = page.createElement('meta')
    meta.setAttribute('property', 'csp-nonce')
    meta.setAttribute('nonce', nonce)
    page.head.append(meta)
  }
  return page
}

describe('injectStyleSheet', () => {
  it('gives the style element the nonce of the csp-nonce meta tag', () => {
    const page = pageWithNonce('cmFuZG9tLW5vbmNl')
    injectStyleSheet(page, 'button', '.b{color:red}')
    const style = page.head.querySelector('style[data-walletkit="button"]')
    expect(style?.getAttribute('nonce')).toBe('cmFuZG9tLW5vbmNl')
    expect(style?.textContent).toBe('.b{color:red}')
  })

  it('adds no nonce when the page declares none', () => {
    const page = pageWithNonce()
    injectStyleSheet(page, 'button', '.b{color:red}')
    expect(page.head.querySelector('style[data-walletkit="button"]')?.hasAttribute('nonce')).toBe(false)
  })

  it('adds each sheet once per document', () => {
    const page = pageWithNonce('n1')
    injectStyleSheet(page, 'modal', '.m{}')
    injectStyleSheet(page, 'modal', '.m{}')
    expect(page.head.querySelectorAll('style[data-walletkit="modal"]')).toHaveLength(1)
  })
})
