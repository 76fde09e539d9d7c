import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { chooseScenario } from './harness/chooseScenario.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { rememberedConnection } from './harness/rememberedConnection.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()
/** Alice as the header's account button names her: her truncated address, or her name once it has resolved. */
let alice: RegExp
beforeAll(async () => {
  const address = (await readSandboxWorld(sandboxUrl())).accounts[0]?.address ?? ''
  alice = new RegExp(`${address.slice(0, 4)}…${address.slice(-6)}|alice\\.eth`, 'i')
})

/** Opens the page connected with the API already failing as `scenario` says, and opens the Account view. */
async function openAccountUnder(page: Page, scenario: string) {
  await gotoPlayground(page, sandboxUrl(), { scenario, remembered: await rememberedConnection(browser()) })
  const app = hostApp(page)
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  return { app, dialog }
}

it('shows the activity error while the API answers 500, stays usable, and shows the history once the API recovers', async () => {
  const tab = await openPage(browser(), { name: 'fault-api-history-recovers' })
  const { page } = tab
  const { app, dialog } = await openAccountUnder(page, 'history-500')
  expect(await app.button().textContent()).toMatch(alice)

  // The fault: the Activity tab says so, and settles on its empty state (no skeleton left spinning).
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await dialog.getByText('Failed to fetch transactions').waitFor({ timeout: 10_000 })
  await dialog.getByRole('tabpanel').getByText('No activity yet').waitFor({ timeout: 10_000 })
  expect(await dialog.getByLabel('Loading activity').count()).toBe(0)

  // Still usable: another tab, Receive and back, close and reopen.
  await dialog.getByRole('tab', { name: 'Tokens' }).click()
  await dialog.getByRole('list', { name: 'Tokens' }).waitFor({ timeout: 10_000 })
  await dialog.getByRole('button', { name: 'Receive' }).click()
  await dialog.getByRole('heading', { name: 'Receive' }).waitFor()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  expect(await app.button().textContent()).toMatch(alice)

  // The API recovers: reopening the Activity tab asks again and shows the history.
  await chooseScenario(page, undefined)
  expect(new URL(page.url()).searchParams.has('scenario')).toBe(false)
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await dialog.getByRole('tabpanel').getByRole('listitem').first().waitFor({ timeout: 15_000 })
  expect(await dialog.getByRole('tabpanel').getByText('No activity yet').count()).toBe(0)
  expect(await app.button().textContent()).toMatch(alice)
  expect(tab.remoteRequests()).toEqual([])
})

it('says "Token Balance Unavailable" while balances answer 500, and shows the tokens once the API recovers and the retry block ends', async () => {
  const tab = await openPage(browser(), { name: 'fault-api-balance-recovers' })
  const { page } = tab
  // The page's clock, to jump over the kit's 30 s retry block instead of waiting it out.
  await page.clock.install()
  const { app, dialog } = await openAccountUnder(page, 'balance-500')
  await dialog.getByRole('tabpanel').getByText('Token Balance Unavailable').waitFor({ timeout: 10_000 })
  // The native balance still comes from the chain.
  await dialog.getByText(/^[\d,]+\.\d{3} ETH$/).waitFor()

  await dialog.getByRole('button', { name: 'Close' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await chooseScenario(page, undefined)
  // The kit waits 30 s after a failed balance call before it asks again (spec 8): the page's clock jumps past it.
  await page.clock.fastForward(31_000)
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('list', { name: 'Tokens' }).waitFor({ timeout: 15_000 })
  expect(await dialog.getByText('Token Balance Unavailable').count()).toBe(0)
  expect(await app.button().textContent()).toMatch(alice)
  expect(tab.remoteRequests()).toEqual([])
}, 90_000)
