import { type RefObject, useLayoutEffect, useState } from 'react'

/**
 * The height of an element as it changes, so its container can animate to it (spec 9: height 150 ms).
 * Undefined until measured, and where ResizeObserver does not exist: the container then sizes itself.
 * @example const height = useContentHeight(innerRef); <div style={{ height }}><div ref={innerRef} /></div>
 */
export function useContentHeight(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return height
}
