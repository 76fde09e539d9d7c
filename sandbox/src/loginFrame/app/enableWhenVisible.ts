/**
 * Keeps `button` disabled while the browser does not report it visible to the visitor (IntersectionObserver v2: on
 * screen, not covered, not transparent or transformed), so a page that shows the frame under something else, or fades
 * it out, cannot collect a click meant for its own content. Browsers without visibility tracking fall back to "on
 * screen". Returns the function that stops watching.
 * @example const stop = enableWhenVisible(approveButton)
 */
export function enableWhenVisible(button: HTMLButtonElement): () => void {
  const Observer = button.ownerDocument.defaultView?.IntersectionObserver
  if (!Observer) return () => undefined
  button.disabled = true
  const options = { trackVisibility: true, delay: 100 } as IntersectionObserverInit
  const observer = new Observer((entries) => {
    for (const entry of entries) {
      const { isVisible } = entry as IntersectionObserverEntry & { isVisible?: boolean }
      button.disabled = isVisible === undefined ? !entry.isIntersecting : !isVisible
    }
  }, options)
  observer.observe(button)
  return () => observer.disconnect()
}
