import type { Locator, Page } from 'playwright-core'
import { HarnessError } from './HarnessError.js'
import { settle } from './settle.js'

export type ColorScheme = 'light' | 'dark'

/**
 * Runs `check` on what the page shows now, first as a visitor whose system is light sees it, then dark (the kit
 * follows the setting without script), and leaves the page light: one page checks both looks. Throws unless
 * `element`'s text colour changed with the scheme, so that a check never runs twice on one look.
 * @example await inEachColorScheme(page, dialog, async () => expect(await runAxe(page, dialog)).toEqual([]))
 */
export async function inEachColorScheme(
  page: Page,
  element: Locator,
  check: (colorScheme: ColorScheme) => Promise<void>,
): Promise<void> {
  const colors: string[] = []
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await settle(page)
    colors.push(await element.evaluate((node) => getComputedStyle(node).color))
    await check(colorScheme)
  }
  await page.emulateMedia({ colorScheme: 'light' })
  if (colors[0] === colors[1])
    throw new HarnessError(`The element looked the same in light and dark (text colour ${colors[0]})`)
}
