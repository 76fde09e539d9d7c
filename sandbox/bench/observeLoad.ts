/** What a page recorded about its own load (see {@link observeLoad}); times from navigation start. */
export type LoadObservation = {
  /** The first frame in which a "connect" button is laid out with a size: that frame paints it. */
  buttonPaintMs?: number
  /** The browser's first contentful paint, for comparison. */
  firstContentfulPaintMs?: number
  longTasks: { startMs: number; durationMs: number }[]
}

/** Where {@link observeLoad} keeps its record in the page. */
export const LOAD_OBSERVATION = '__walletkitBenchLoad'

/**
 * Runs in the page before any of its scripts (an init script: `context.addInitScript(observeLoad)`) and records how
 * it loads: long tasks (a `longtask` PerformanceObserver, `buffered` for any before it started), the first
 * contentful paint, and the first paint of the connect button. That last one is a `requestAnimationFrame` check
 * rather than element timing (the kit's button cannot carry an `elementtiming` attribute): each frame, until the
 * button has a box, and the time of the frame that first lays it out, whose paint follows in the same frame.
 * @example await context.addInitScript(observeLoad)
 */
export function observeLoad(): void {
  const record: LoadObservation = { longTasks: [] }
  // LOAD_OBSERVATION, spelled out: this function runs serialized in the page, without the module around it.
  ;(globalThis as unknown as Record<string, LoadObservation>).__walletkitBenchLoad = record
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.longTasks.push({ startMs: entry.startTime, durationMs: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0]
    if (paint) record.firstContentfulPaintMs = paint.startTime
  }).observe({ type: 'paint', buffered: true })
  const check = () => {
    const button = [...document.querySelectorAll('button')].find((candidate) =>
      /connect/i.test(candidate.textContent ?? ''),
    )
    const box = button?.getBoundingClientRect()
    if (box && box.width > 0 && box.height > 0) record.buttonPaintMs = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}
