import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Clicks `button` until `took` says the click did what it should (a wallet request shows, the dialog closes), once a
 * second at most. On the loaded test machine a click on a button the modal had just shown was lost now and then: the
 * button stayed as it was, idle and enabled, and nothing started (Disconnect, Register, Sign-In's Sign); why is not
 * found. A click after one that took finds the button gone or disabled and gives up after 2 s.
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
