import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()

it('stays connected across a reload without asking the wallet again', async () => {
  const tab = await openPage(browser(), { name: 'reload' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  await app.connect()
  // The balance and Alice's name arrive after the address: compare the button once it shows both, before and after
  // the reload.
  const withBalance = app.header.getByRole('button', { name: /ETH.*alice\.eth/ })
  await withBalance.waitFor({ timeout: 10_000 })
  const shown = await app.button().textContent()

  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await withBalance.waitFor({ timeout: 10_000 })
  expect(await app.button().textContent()).toBe(shown)
  await walletPanel(page).empty().waitFor()
  expect(await walletPanel(page).region.getByRole('listitem').count()).toBe(0)
  expect(tab.remoteRequests()).toEqual([])
})
