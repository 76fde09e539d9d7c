import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { ACCOUNT_SHOWN, hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()

it('shows "Connection declined" when the wallet rejects, and Retry then approve connects', async () => {
  const tab = await openPage(browser(), { name: 'decline' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const panel = walletPanel(page)

  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: /Sandbox Wallet/ }).click()
  await panel.reject('eth_requestAccounts')
  await dialog.getByText('Connection declined').waitFor({ timeout: 10_000 })
  const retry = dialog.getByRole('button', { name: 'Retry' })
  await retry.click()
  await dialog.getByText('Continue in Sandbox Wallet').waitFor()
  await panel.approve('eth_requestAccounts')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await app.header.getByRole('button', { name: ACCOUNT_SHOWN }).waitFor({ timeout: 10_000 })
  expect(tab.remoteRequests()).toEqual([])
})
