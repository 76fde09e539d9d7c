import type { Page } from 'playwright-core'

/** One `securitypolicyviolation` event the page saw. */
export type CspViolation = { directive: string; blockedURI: string; sourceFile: string; sample: string }

/**
 * Records every Content Security Policy violation of the page's documents from their first script on (an init script,
 * which the policy does not govern), and returns a reader of what was recorded so far.
 * @example const violations = await collectCspViolations(page); await page.goto(url); expect(await violations()).toEqual([])
 */
export async function collectCspViolations(page: Page): Promise<() => Promise<CspViolation[]>> {
  await page.addInitScript(() => {
    const seen: CspViolation[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push({
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sourceFile: event.sourceFile,
          sample: event.sample,
        }),
      true,
    )
  })
  return () =>
    page.evaluate(() => [...((window as { __cspViolations?: CspViolation[] }).__cspViolations ?? [])])
}
