import type { Locator, Page } from 'playwright-core'
import { clickUntilItTakes } from './clickUntilItTakes.js'
import { hostApp } from './hostApp.js'
import { walletPanel } from './walletPanel.js'

/**
 * Disconnects from Account (opened with `accountButton`), reloads the page and waits until it is back with the
 * Connect button and no wallet request in the panel: the wallet's grant went with the disconnect.
 * @example await disconnectAndReload(page, hostApp(page).button())
 */
export async function disconnectAndReload(page: Page, accountButton: Locator): Promise<void> {
  const app = hostApp(page)
  await accountButton.click()
  await app.dialog().getByRole('heading', { name: 'Account' }).waitFor()
  await clickUntilItTakes(app.dialog().getByRole('button', { name: 'Disconnect' }), () =>
    app.connectButton().isVisible(),
  )
  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await app.connectButton().waitFor({ timeout: 10_000 })
  await walletPanel(page).empty().waitFor()
}
