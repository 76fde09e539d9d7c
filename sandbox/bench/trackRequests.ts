import type { Page } from 'playwright-core'

/**
 * Counts the page's requests in flight from now on and, when asked, waits until none is left and `graceMs` more
 * have passed with none started (the kit's 2 s image time-out timers run out), so a memory reading after it counts
 * what stays, not what is still loading.
 * @example const quiet = trackRequests(page); ...; await quiet.wait()
 */
export function trackRequests(page: Page, { graceMs = 2_500 }: { graceMs?: number } = {}) {
  let pending = 0
  let lastChange = Date.now()
  page.on('request', () => {
    pending++
    lastChange = Date.now()
  })
  const done = () => {
    pending = Math.max(0, pending - 1)
    lastChange = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    async wait(): Promise<void> {
      while (pending > 0 || Date.now() - lastChange < graceMs) await page.waitForTimeout(100)
    },
  }
}
