import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()

it('connects the sandbox wallet from the modal, shows the account with its name and balance, and disconnects, in light and in dark', async () => {
  const tab = await openPage(browser(), { name: 'connect' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)

  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Connect wallet' }).waitFor()
  const wallet = dialog.getByRole('button', { name: /Sandbox Wallet/ })
  await wallet.waitFor()
  await app.screenshotInEachScheme('connect')
  await wallet.click()
  await dialog.getByText('Continue in Sandbox Wallet').waitFor()
  await app.screenshotInEachScheme('connecting-external')
  await walletPanel(page).approve('eth_requestAccounts')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  // Alice's name from the identity API, from the first render on (before Account is ever opened).
  await expect.poll(async () => app.button().textContent(), { timeout: 10_000 }).toContain('alice.eth')

  await expect
    .poll(() => page.getByRole('region', { name: 'Event log' }).textContent(), { timeout: 10_000 })
    .toContain('CONNECT_SUCCESS')

  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByText('10,000.000 ETH').first().waitFor({ timeout: 10_000 })
  await app.screenshotInEachScheme('account')
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await app.connectButton().waitFor({ timeout: 10_000 })
  expect(tab.remoteRequests()).toEqual([])
})
