import type { Browser } from 'playwright-core'

/** One cold visit of All Wallets: how soon the first 20 wallets show, and how smoothly the list scrolls to its end. */
export type AllWalletsMeasurement = {
  /** From the click that opens All Wallets to 20 wallet tiles on screen with their names. */
  clickToFirst20Ms: number
  /** Long tasks (over 50 ms) while scrolling from the top to the directory's last wallet. */
  longTasksWhileScrolling: number
  /** Their summed duration. */
  longTaskMsWhileScrolling: number
  /** The longest of them (0 when none). */
  longestTaskMs: number
  /** Time to scroll to the end, every page loaded on the way. */
  scrollToEndMs: number
  /** Wallet tiles in the DOM at the end (the virtual window, not the whole list). */
  tilesInDom: number
}

/**
 * Opens the page in a fresh context, clicks "Open All Wallets" and measures in the page, frame by frame. Fails when
 * the last wallet has not shown within `timeoutMs` of scrolling.
 * @example const measurement = await measureAllWallets(browser, 'http://127.0.0.1:4000/', 'Zeri Link')
 */
export async function measureAllWallets(
  browser: Browser,
  url: string,
  lastWallet: string,
  { timeoutMs = 60_000 }: { timeoutMs?: number } = {},
): Promise<AllWalletsMeasurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.addInitScript('globalThis.__name = (target) => target')
  const page = await context.newPage()
  try {
    await page.goto(url, { waitUntil: 'load' })
    const button = page.getByRole('button', { name: 'Open All Wallets' })
    await button.waitFor()
    await page.waitForLoadState('networkidle')
    const clickToFirst20Ms = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const target = [...document.querySelectorAll('button')].find(
            (b) => b.textContent === 'Open All Wallets',
          )
          if (!target) return reject(new Error('no button'))
          const start = performance.now()
          const check = () => {
            const tiles = [...document.querySelectorAll('.wk-aw-tile')].filter((tile) => {
              const box = tile.getBoundingClientRect()
              return box.width > 0 && box.top < window.innerHeight && (tile.textContent ?? '').length > 0
            })
            if (tiles.length >= 20) return resolve(performance.now() - start)
            if (performance.now() - start > 15_000) return reject(new Error('20 wallets never showed'))
            requestAnimationFrame(check)
          }
          target.click()
          requestAnimationFrame(check)
        }),
    )
    const scrolled = await page.evaluate(
      ({ last, timeout }) =>
        new Promise<Omit<AllWalletsMeasurement, 'clickToFirst20Ms'>>((resolve, reject) => {
          const tasks: number[] = []
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) tasks.push(entry.duration)
          })
          observer.observe({ type: 'longtask' })
          const area = document.querySelector('.wk-aw-scroll')
          if (!area) return reject(new Error('no scroll area'))
          const start = performance.now()
          const step = () => {
            const found = [...area.querySelectorAll('.wk-aw-tile')].some(
              (tile) => tile.getAttribute('title') === last,
            )
            if (!found && performance.now() - start > timeout) {
              observer.disconnect()
              return reject(new Error(`${last} did not show within ${timeout} ms of scrolling`))
            }
            if (found) {
              observer.disconnect()
              return resolve({
                longTasksWhileScrolling: tasks.length,
                longTaskMsWhileScrolling: tasks.reduce((sum, duration) => sum + duration, 0),
                longestTaskMs: Math.max(0, ...tasks),
                scrollToEndMs: performance.now() - start,
                tilesInDom: area.querySelectorAll('.wk-aw-tile').length,
              })
            }
            // A fast flick: 600 px a frame.
            area.scrollBy({ top: 600 })
            requestAnimationFrame(step)
          }
          requestAnimationFrame(step)
        }),
      { last: lastWallet, timeout: timeoutMs },
    )
    return { clickToFirst20Ms, ...scrolled }
  } finally {
    await context.close()
  }
}
