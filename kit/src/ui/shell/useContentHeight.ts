import { type RefObject, useLayoutEffect, useState } from 'react'
import { flushSync } from 'react-dom'

/** The content's height, and whether the container is still animating to it. */
export type ContentHeight = { height: number | undefined; resizing: boolean }

/**
 * The height of an element as it changes, so its container can animate to it (spec 9: height 150 ms), and whether
 * that animation is running: `resizing` from a new height until the container's height transition ends (never where
 * it has none, as with reduced motion). The new height applies at once (a later render would show a new view in the
 * old view's box for as long as the page is busy). Undefined until measured, and where ResizeObserver does not exist:
 * the container then sizes itself.
 * @example const { height, resizing } = useContentHeight(innerRef); <div style={{ height }} data-resizing={resizing || undefined} onTransitionEnd={…}><div ref={innerRef} /></div>
 */
export function useContentHeight(ref: RefObject<HTMLElement | null>): ContentHeight & { resized(): void } {
  const [state, setState] = useState<ContentHeight>({ height: undefined, resizing: false })
  // After every later render of the container (a new view above all), in the same task: nothing that runs between
  // the render and the next frame (a click, a scroll into view) meets the new content in the old height. Not after
  // the first: the container sizes itself until the observer's first report, and the modal opens without a
  // measurement and a second render in its way.
  useLayoutEffect(() => {
    if (ref.current && state.height !== undefined) setState(measure(ref.current))
  })
  // And whenever the content changes size on its own (a list that loads), in the frame it does.
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => flushSync(() => setState(measure(element))))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return { ...state, resized: () => setState((previous) => ({ ...previous, resizing: false })) }
}

/** The state update for the element's height now: none when it has not changed. */
function measure(element: HTMLElement): (previous: ContentHeight) => ContentHeight {
  const height = element.offsetHeight
  return (previous) =>
    previous.height === height
      ? previous
      : { height, resizing: previous.height !== undefined && animatesHeight(element.parentElement) }
}

/** Whether the container animates a change of its height (a transition longer than zero). */
function animatesHeight(container: HTMLElement | null): boolean {
  if (!container) return false
  const durations = getComputedStyle(container).transitionDuration.split(',')
  return durations.some((duration) => Number.parseFloat(duration) > 0)
}
