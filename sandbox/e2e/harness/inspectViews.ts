import type { Page } from 'playwright-core'
import { findOverflow, type OverflowOffender } from './findOverflow.js'
import { hostApp } from './hostApp.js'
import { settle } from './settle.js'

/** The phone widths every view must hold at, in CSS pixels. */
const PHONE_WIDTHS = [360, 320] as const

const SCHEMES = ['light', 'dark'] as const

/**
 * Looks at the open dialog as a phone shows it: at each of {@link PHONE_WIDTHS}, in light and dark, it saves a
 * screenshot (`.artifacts/e2e/screens/overflow-<view>-<width>-<scheme>.png`) and records what overflows the dialog
 * into `offenders` under `<view> @ <width>`. Leaves the page at the first width, in light.
 * @example const offenders = {}; await inspectViews(page, 'connect', offenders); expect(offenders).toEqual({})
 */
export async function inspectViews(
  page: Page,
  view: string,
  offenders: Record<string, OverflowOffender[]>,
): Promise<void> {
  const app = hostApp(page)
  // A click in the panel may have scrolled the page; a fixed dialog's screenshot is taken right only at the top.
  await page.evaluate(() => window.scrollTo(0, 0))
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 760 })
    await settle(page)
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme })
      if (colorScheme === 'light') {
        const found = await findOverflow(app.dialog())
        if (found.length > 0) offenders[`${view} @ ${width}`] = found
      }
      await app.screenshot(`overflow-${view}-${width}-${colorScheme}`)
    }
  }
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 760 })
  await page.emulateMedia({ colorScheme: 'light' })
}
