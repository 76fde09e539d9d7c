import type { Page } from 'playwright-core'

/**
 * Makes the page's timers (setTimeout, setInterval, Date, performance.now) run about ten times faster than the wall
 * clock, through Playwright's clock: a time-out scenario then waits out the kit's 10 s request time-out in about one
 * second. Call before the page navigates; the speed-up ends when the page closes. Unit tests hold the time-outs' lengths.
 * @example await speedUpTimers(page); await gotoPlayground(page, sandboxUrl(), { scenario: 'nfts-timeout' })
 */
export async function speedUpTimers(page: Page, { factor = 10 }: { factor?: number } = {}): Promise<void> {
  await page.clock.install()
  const stepMs = 100
  const tick = async (): Promise<void> => {
    while (!page.isClosed()) {
      await new Promise((resolve) => setTimeout(resolve, stepMs))
      // The real step has passed already; the clock jumps the rest of the factor's time, firing what fell due.
      const jumped = await page.clock.fastForward(stepMs * (factor - 1)).then(
        () => true,
        () => false,
      )
      if (!jumped) return
    }
  }
  void tick()
}

/** Time-out scenarios whose visible outcome does not wait for the time-out: faster timers only cost them polling. */
const NOT_GATED_BY_TIMEOUT = new Set([
  'analytics-config-timeout',
  'analytics-events-timeout',
  'rpc-timeout',
  'fungible-price-timeout',
])

/**
 * Whether what the visitor sees under a scenario comes only once the kit's request has timed out, so that the page
 * should run with `speedUpTimers`: not analytics (silent), the provider's RPC (the fallback answers at once) or prices.
 * @example await gotoPlayground(page, url, { scenario, fastTimers: waitsOutTimeout(scenario) })
 */
export const waitsOutTimeout = (scenario: string): boolean =>
  scenario.endsWith('-timeout') && !NOT_GATED_BY_TIMEOUT.has(scenario)
