import { readCspNonce } from './readCspNonce.js'

/**
 * Adds `css` to the document's head as one `<style data-walletkit="{name}">`, once per document: a second call
 * with the same name (a second kit, a second button) does nothing. No runtime CSS-in-JS, just a static string.
 * Under a strict Content Security Policy the element carries the nonce of `<meta property="csp-nonce">`.
 * @example useInsertionEffect(() => injectStyleSheet(document, 'button', buttonCss), [])
 */
export function injectStyleSheet(document: Document, name: string, css: string): void {
  if (document.head.querySelector(`style[data-walletkit="${name}"]`)) return
  const style = document.createElement('style')
  style.setAttribute('data-walletkit', name)
  const nonce = readCspNonce(document)
  // The attribute, not the property: it sets the element's nonce in every browser and in jsdom alike.
  if (nonce) style.setAttribute('nonce', nonce)
  style.textContent = css
  document.head.append(style)
}
