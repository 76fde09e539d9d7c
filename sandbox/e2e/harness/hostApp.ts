import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { inEachColorScheme } from './inEachColorScheme.js'
import { walletPanel } from './walletPanel.js'

/** What the account button shows once connected: a name of the sandbox's (`alice.eth`, `dave.wk.id`) or `0x…`. */
export const ACCOUNT_SHOWN = /0x|\.eth|\.wk\.id/

const SCREENS = join(import.meta.dirname, '..', '..', '..', '.artifacts', 'e2e', 'screens')
/**
 * Whether the dialog's screenshots are saved, for a person to look at: yes, unless WALLETKIT_E2E_SCREENS is `off`, as
 * in CI (.ci/run), where nobody does and the some 200 of them cost the run about 30 s.
 */
const SAVES_SCREENS = process.env.WALLETKIT_E2E_SCREENS !== 'off'

/**
 * The playground's host app as a visitor uses it: its header's WalletKit button and the kit's modal dialog.
 * @example const app = hostApp(page); await app.connectButton().click(); await app.dialog().waitFor()
 */
export function hostApp(page: Page) {
  const header = page.locator('header.host-header')
  const dialog = (): Locator => page.getByRole('dialog')
  const screenshot = async (name: string) => {
    if (!SAVES_SCREENS) {
      // What the screenshot would have done to the page: its finite animations run to their end (`animations:
      // 'disabled'`), so what a test checks next (axe's contrast above all) meets the view at rest, as with one.
      await page.evaluate(() => {
        for (const animation of document.getAnimations())
          if (animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY) animation.finish()
      })
      return
    }
    mkdirSync(SCREENS, { recursive: true })
    await dialog().screenshot({ path: join(SCREENS, `${name}.png`), animations: 'disabled' })
  }
  return {
    header,
    /** The kit's button in the header: "Connect Wallet" while disconnected, the account once connected. */
    button: (): Locator => header.getByRole('button'),
    connectButton: (): Locator => header.getByRole('button', { name: 'Connect Wallet' }),
    /** The button once connected. Wait for this, not for `0x`: the account's name may replace the address at once. */
    accountButton: (): Locator => header.getByRole('button', { name: ACCOUNT_SHOWN }),
    dialog,
    /** Opens the modal, chooses the sandbox wallet and approves in the panel; resolves once the dialog has closed. */
    async connect() {
      await header.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog()
        .getByRole('button', { name: /Sandbox Wallet/ })
        .click()
      await walletPanel(page).approve('eth_requestAccounts')
      await dialog().waitFor({ state: 'detached', timeout: 10_000 })
      // The account's name (looked up from the first render) or its truncated address.
      await header.getByRole('button', { name: ACCOUNT_SHOWN }).waitFor({ timeout: 10_000 })
    },
    /** Saves a screenshot of the open dialog to `.artifacts/e2e/screens/<name>.png` (not with WALLETKIT_E2E_SCREENS=off). */
    screenshot,
    /** Saves the open dialog as the visitor sees it in light and in dark: `<name>-light.png`, `<name>-dark.png`. */
    screenshotInEachScheme: (name: string) =>
      inEachColorScheme(page, dialog(), (colorScheme) => screenshot(`${name}-${colorScheme}`)),
  }
}
