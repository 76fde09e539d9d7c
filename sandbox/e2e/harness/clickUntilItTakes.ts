import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Clicks `button` until `took` says the click did what it should (a wallet request shows, the dialog closes), once a
 * second at most. On the loaded test machine a click on a button the modal had just shown was lost now and then
 * (Disconnect, Register, Sign-In's Sign): the modal's body showed a new view in the old view's height for a moment,
 * Playwright scrolled the body to the button, and the button moved as the body grew. The body now takes the new
 * height at once and clips while it animates (useContentHeight); this stays for what else a loaded machine may do.
 * A click after one that took finds the button gone or disabled and gives up after 2 s.
 * @example await clickUntilItTakes(dialog.getByRole('button', { name: 'Sign' }), () => walletPanel(page).request('personal_sign').isVisible())
 */
export async function clickUntilItTakes(
  button: Locator,
  took: () => Promise<boolean>,
  { timeout = 20_000 }: { timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await took()) return true
        await button.click({ timeout: 2_000 }).catch(() => undefined)
        return took()
      },
      { timeout, interval: 1_000 },
    )
    .toBe(true)
}
