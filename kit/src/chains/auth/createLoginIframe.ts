import { HIDDEN_LOGIN_IFRAME_STYLE } from './showLoginIframe.js'

/**
 * The hidden iframe of the login frame, loading `url` with the kit's query (spec 7), not yet in the page.
 * @example document.body.appendChild(createLoginIframe(window, url, { projectId, chainId: 1, version, enableLogger: false }))
 */
export function createLoginIframe(
  page: Window,
  url: string,
  query: { projectId: string; chainId: string | number; version: string; enableLogger: boolean },
): HTMLIFrameElement {
  const frame = page.document.createElement('iframe')
  const src = new URL(url)
  src.searchParams.set('projectId', query.projectId)
  src.searchParams.set('chainId', String(query.chainId))
  src.searchParams.set('version', query.version)
  src.searchParams.set('enableLogger', String(query.enableLogger))
  frame.src = src.toString()
  frame.title = 'Secure login'
  frame.tabIndex = -1
  frame.setAttribute('aria-hidden', 'true')
  frame.dataset.walletkitLoginFrame = ''
  frame.style.cssText = HIDDEN_LOGIN_IFRAME_STYLE
  return frame
}
