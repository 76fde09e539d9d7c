import { createRequire } from 'node:module'
import type { Locator, Page } from 'playwright-core'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** One axe-core violation, as much of it as a failure message needs. */
export type AxeViolation = { id: string; impact: string | null; help: string; targets: string[] }

/**
 * Runs axe-core on one element of the page (injecting it on first use) and returns its violations.
 * @example expect(await runAxe(page, page.getByRole('dialog'))).toEqual([])
 */
export async function runAxe(page: Page, element: Locator): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
  const handle = await element.elementHandle()
  return page.evaluate(async (target) => {
    type Result = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
    }
    const axe = (window as unknown as { axe: { run(node: Element): Promise<Result> } }).axe
    const result = await axe.run(target as Element)
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
  }, handle)
}
