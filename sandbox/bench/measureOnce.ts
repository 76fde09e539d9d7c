import { gzipSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { LOAD_OBSERVATION, type LoadObservation, observeLoad } from './observeLoad.js'
import { type ClickTimings, timeClick } from './timeClick.js'

/** One cold visit of a bench page: what loaded before the click, how it loaded, and how fast the modal answered. */
export type Measurement = ClickTimings & {
  /**
   * Gzipped bytes of every script the page asked for from navigation start to network idle, except the ones asked for
   * once the kit's idle preload had started: the start-up download.
   */
  jsAtLoadGzip: number
  /** Gzipped bytes of the scripts the kit preloaded once the loaded page was idle (its mark `walletkit:idle-preload`). */
  jsAtIdleGzip: number
  /** Gzipped bytes of the scripts loaded while the pointer rested on the button (`hoverMs`; 0 without). */
  jsOnHoverGzip: number
  /** Gzipped bytes of the scripts the click loaded (the modal, its first view). */
  jsOnOpenGzip: number
  /** From navigation start to the frame that first paints the connect button (see `observeLoad`). */
  buttonPaintMs: number
  /** The browser's first contentful paint, from navigation start. */
  firstContentfulPaintMs: number
  /** Tasks over 50 ms from navigation start to network idle. */
  longTasksAtLoad: number
  /** Their time past 50 ms each, summed (total blocking time, counted from navigation rather than from FCP). */
  totalBlockingTimeMs: number
  /** The longest task at load, 0 when none was long. */
  longestTaskAtLoadMs: number
  heapWithModalOpenBytes: number
}

/** A visit's measurement with the URLs of the scripts its `jsAtLoadGzip` counts, to check what loads at start-up. */
export type Visit = Measurement & { scriptsAtLoad: string[] }

/**
 * Opens the page in a fresh context (empty cache), waits for network idle, clicks the connect button (after resting
 * the pointer on it for `hoverMs`, when given) and measures, frame by frame.
 * @example const measurement = await measureOnce(browser, 'http://127.0.0.1:4000/', 'Bench Wallet', { hoverMs: 150 })
 */
export async function measureOnce(
  browser: Browser,
  url: string,
  walletName: string,
  { hoverMs = 0 }: { hoverMs?: number } = {},
): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // tsx compiles this file with esbuild's keepNames, which wraps the functions passed to page.evaluate in a
  // `__name(...)` helper that only exists in Node; give the page a no-op one.
  await context.addInitScript('globalThis.__name = (target) => target')
  await context.addInitScript(observeLoad)
  // Offline like the rest of the sandbox: a request leaving the machine (Connect asks the default wallet directory for
  // the "All wallets" preview) fails at once instead of hanging and holding off network idle.
  await context.route(
    (target) => !['127.0.0.1', 'localhost'].includes(target.hostname),
    (route) => route.abort(),
  )
  const page = await context.newPage()
  const scripts = countScripts(page)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await waitForButtonPaint(page)
    await page.waitForLoadState('networkidle')
    // A visitor clicks seconds after the page has loaded, by when the kit has preloaded the modal in an idle moment;
    // on this loaded machine that moment can come after network idle, so wait for its mark (the floor sets none).
    if (await waitForIdlePreload(page)) await page.waitForLoadState('networkidle')
    const load = await readLoad(page)
    await scripts.splitIdle(page)
    scripts.phase('hover')
    if (hoverMs > 0) await hoverButton(page, hoverMs)
    scripts.phase('open')
    const timings = await timeClick(page, walletName)
    await page.waitForLoadState('networkidle')
    const session = await context.newCDPSession(page)
    await session.send('HeapProfiler.collectGarbage')
    const { usedSize } = await session.send('Runtime.getHeapUsage')
    return { ...(await scripts.gzipBytes()), ...load, ...timings, heapWithModalOpenBytes: usedSize }
  } finally {
    await context.close()
  }
}

/**
 * Waits until `observeLoad` has seen the button painted, asking the page itself: Playwright's locators would first
 * inject their engine into the page, a script whose compilation is a long task of its own (70 ms on a loaded
 * machine) that the load's long tasks would then count, the floor's as much as the kit's.
 */
async function waitForButtonPaint(page: Page, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const painted = () =>
    page.evaluate(
      (key) => (globalThis as unknown as Record<string, LoadObservation>)[key]?.buttonPaintMs !== undefined,
      LOAD_OBSERVATION,
    )
  while (!(await painted())) {
    if (Date.now() > deadline) throw new Error(`the connect button did not paint within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Whether the kit's idle preload started (its performance mark) within `timeoutMs` of network idle. */
async function waitForIdlePreload(page: Page, timeoutMs = 3_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const started = await page.evaluate(
      (mark) => performance.getEntriesByName(mark).length > 0,
      IDLE_PRELOAD_MARK,
    )
    if (started) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

/**
 * Rests the pointer on the connect button for `hoverMs`, as a visitor's does before the click (the kit may use that
 * moment to preload). The mouse is moved by coordinates, not through a locator, whose injected engine would add its
 * own heap to the reading with the modal open.
 */
async function hoverButton(page: Page, hoverMs: number): Promise<void> {
  const center = await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((candidate) =>
      /connect/i.test(candidate.textContent ?? ''),
    )
    const box = button?.getBoundingClientRect()
    return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  })
  if (!center) throw new Error('no connect button to rest the pointer on')
  await page.mouse.move(center.x, center.y)
  await page.waitForTimeout(hoverMs)
}

/** The page's load as `observeLoad` recorded it, read at network idle. */
async function readLoad(page: Page) {
  const observed = await page.evaluate(
    (key) => (globalThis as unknown as Record<string, LoadObservation>)[key] as LoadObservation,
    LOAD_OBSERVATION,
  )
  const durations = observed.longTasks.map((task) => task.durationMs)
  return {
    buttonPaintMs: observed.buttonPaintMs ?? Number.NaN,
    firstContentfulPaintMs: observed.firstContentfulPaintMs ?? Number.NaN,
    longTasksAtLoad: durations.length,
    totalBlockingTimeMs: durations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    longestTaskAtLoadMs: Math.max(0, ...durations),
  }
}

/** The kit's mark as its idle preload starts (kit/src/react/useIdleModalPreload.ts). */
const IDLE_PRELOAD_MARK = 'walletkit:idle-preload'

/** Gzips every script the page receives, by the phase of the visit it arrived in. */
function countScripts(page: Page) {
  type Phase = 'load' | 'idle' | 'hover' | 'open'
  const scripts: { url: string; bytes: Promise<number>; phase: Phase }[] = []
  let current: Phase = 'load'
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    // A script still arriving when the page closes counts as 0 rather than crashing the run.
    const bytes = response.body().then(
      (body) => gzipSync(body).length,
      () => 0,
    )
    scripts.push({ url: response.url(), phase: current, bytes })
  })
  return {
    /** Moves the load's scripts that the page asked for after the kit's idle-preload mark to the 'idle' phase. */
    async splitIdle(loaded: Page) {
      const idleUrls = await loaded.evaluate((mark) => {
        const start = performance.getEntriesByName(mark)[0]?.startTime
        if (start === undefined) return []
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= start)
          .map((entry) => entry.name)
      }, IDLE_PRELOAD_MARK)
      for (const script of scripts)
        if (script.phase === 'load' && idleUrls.includes(script.url)) script.phase = 'idle'
    },
    phase: (next: Phase) => {
      current = next
    },
    async gzipBytes() {
      const sizes = await Promise.all(
        scripts.map(async (script) => ({ ...script, size: await script.bytes })),
      )
      const sum = (phase: Phase) =>
        sizes.filter((script) => script.phase === phase).reduce((total, script) => total + script.size, 0)
      return {
        scriptsAtLoad: sizes.filter((script) => script.phase === 'load').map((script) => script.url),
        jsAtLoadGzip: sum('load'),
        jsAtIdleGzip: sum('idle'),
        jsOnHoverGzip: sum('hover'),
        jsOnOpenGzip: sum('open'),
      }
    },
  }
}
