import { describe, expect, it } from 'vitest'
import { readCspNonce } from './readCspNonce.js'

function pageWithMeta(attributes: Record<string, string>): { page: Document; meta: HTMLMetaElement } {
  const page = document.implementation.createHTMLDocument('host')
  const meta = page.createElement('meta')
  for (const [name, value] of Object.entries(attributes)) meta.setAttribute(name, value)
  page.head.append(meta)
  return { page, meta }
}

describe('readCspNonce', () => {
  it('reads the nonce of <meta property="csp-nonce">', () => {
    const { page } = pageWithMeta({ property: 'csp-nonce', nonce: 'abc123' })
    expect(readCspNonce(page)).toBe('abc123')
  })

  it('reads the nonce property when the browser has hidden the attribute', () => {
    // With a policy in force, browsers empty the attribute after load and keep the value in `nonce` only.
    const { page, meta } = pageWithMeta({ property: 'csp-nonce', nonce: '' })
    Object.defineProperty(meta, 'nonce', { value: 'hidden-from-attributes' })
    expect(readCspNonce(page)).toBe('hidden-from-attributes')
  })

  it('is undefined without the meta tag, or with an empty nonce', () => {
    expect(
      readCspNonce(pageWithMeta({ name: 'viewport', content: 'width=device-width' }).page),
    ).toBeUndefined()
    expect(readCspNonce(pageWithMeta({ property: 'csp-nonce', nonce: '' }).page)).toBeUndefined()
  })
})
