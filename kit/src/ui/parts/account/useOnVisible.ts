import { type RefObject, useEffect, useRef } from 'react'

/**
 * Calls `onVisible` each time the element scrolls into view (the list's end, to load the next page). Without
 * IntersectionObserver nothing happens: the element is then a button the visitor presses.
 * @example const ref = useOnVisible<HTMLButtonElement>(() => void fetchActivityPage(kit), hasMore)
 */
export function useOnVisible<Element extends HTMLElement>(
  onVisible: () => void,
  enabled: boolean,
): RefObject<Element | null> {
  const ref = useRef<Element>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled])
  return ref
}
