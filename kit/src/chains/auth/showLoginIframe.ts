/** How many animation frames the slot is scrolled into view for at most. */
const REVEAL_FRAMES = 60

/** The login iframe's style while hidden (spec 2: hidden until used). */
export const HIDDEN_LOGIN_IFRAME_STYLE =
  'position:fixed;width:0;height:0;border:0;opacity:0;pointer-events:none;top:0;left:0;'

/**
 * Shows the login iframe over `slot`, the approval view's frame area, so the visitor sees and clicks the frame's own
 * consent screen. The iframe stays where it is in the body (moving it would reload it, losing the held request) and
 * follows the slot's box each animation frame while the modal animates; it hides itself once the slot leaves the page.
 * The slot is scrolled into view until it has been whole in view once (for a second at most): in a view taller than
 * the window (a transaction with its data) the consent's Approve would otherwise lie below the fold, and the iframe's
 * own place is the page's body, not the modal's, so nothing done inside the frame scrolls the modal to it.
 * Returns the function that hides it again.
 * @example const hide = showLoginIframe(window, iframe, slot); hide()
 */
export function showLoginIframe(page: Window, iframe: HTMLIFrameElement, slot: HTMLElement): () => void {
  const schedule = (run: () => void): number =>
    page.requestAnimationFrame ? page.requestAnimationFrame(run) : page.setTimeout(run, 16)
  const cancel = (handle: number) =>
    page.cancelAnimationFrame ? page.cancelAnimationFrame(handle) : page.clearTimeout(handle)
  // Scrolling stops once the slot has been whole in view, or after about a second of frames (a slot taller than
  // its modal never is): after that the visitor scrolls where they like.
  const state = { handle: 0, stopped: false, placed: '', revealing: REVEAL_FRAMES }
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
    if (state.revealing > 0) {
      state.revealing = isWhollyInView(page, slot) ? 0 : state.revealing - 1
      if (state.revealing > 0) slot.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
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

/** Whether `element`'s whole box shows: inside the window and inside every ancestor that scrolls or clips. */
function isWhollyInView(page: Window, element: HTMLElement): boolean {
  const box = element.getBoundingClientRect()
  const inside = (outer: { top: number; bottom: number; left: number; right: number }) =>
    box.top >= outer.top - 1 &&
    box.bottom <= outer.bottom + 1 &&
    box.left >= outer.left - 1 &&
    box.right <= outer.right + 1
  if (!inside({ top: 0, left: 0, bottom: page.innerHeight, right: page.innerWidth })) return false
  for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
    const { overflowX, overflowY } = page.getComputedStyle(ancestor)
    if (overflowX === 'visible' && overflowY === 'visible') continue
    if (!inside(ancestor.getBoundingClientRect())) return false
  }
  return true
}
