/** The login iframe's style while hidden (spec 2: hidden until used). */
export const HIDDEN_LOGIN_IFRAME_STYLE =
  'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none;top:0;left:0;'

/**
 * Shows the login iframe over `slot`, the approval view's frame area, so the visitor sees and clicks the frame's own
 * consent screen. The iframe stays where it is in the body (moving it would reload it, losing the held request) and
 * follows the slot's box each animation frame while the modal animates; it hides itself once the slot leaves the page.
 * Returns the function that hides it again.
 * @example const hide = showLoginIframe(window, iframe, slot); hide()
 */
export function showLoginIframe(page: Window, iframe: HTMLIFrameElement, slot: HTMLElement): () => void {
  const schedule = (run: () => void): number =>
    page.requestAnimationFrame ? page.requestAnimationFrame(run) : page.setTimeout(run, 16)
  const cancel = (handle: number) =>
    page.cancelAnimationFrame ? page.cancelAnimationFrame(handle) : page.clearTimeout(handle)
  const state = { handle: 0, stopped: false, placed: '' }
  const place = () => {
    const box = slot.getBoundingClientRect()
    const style = `position:fixed;top:${box.top}px;left:${box.left}px;width:${box.width}px;height:${box.height}px;border:0;opacity:1;pointer-events:auto;z-index:2147483647;`
    if (style !== state.placed) iframe.style.cssText = style
    state.placed = style
  }
  const hide = () => {
    state.stopped = true
    cancel(state.handle)
    iframe.style.cssText = HIDDEN_LOGIN_IFRAME_STYLE
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
  }
  const follow = () => {
    if (state.stopped) return
    if (!slot.isConnected) {
      hide()
      return
    }
    place()
    state.handle = schedule(follow)
  }
  iframe.removeAttribute('aria-hidden')
  iframe.tabIndex = 0
  place()
  state.handle = schedule(follow)
  return hide
}
