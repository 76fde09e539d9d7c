/**
 * Adds `css` to the document's head as one `<style data-walletkit="{name}">`, once per document: a second call
 * with the same name (a second kit, a second button) does nothing. No runtime CSS-in-JS, just a static string.
 * @example useInsertionEffect(() => injectStyleSheet(document, 'button', buttonCss), [])
 */
export function injectStyleSheet(document: Document, name: string, css: string): void {
  if (document.head.querySelector(`style[data-walletkit="${name}"]`)) return
  const style = document.createElement('style')
  style.setAttribute('data-walletkit', name)
  style.textContent = css
  document.head.append(style)
}
