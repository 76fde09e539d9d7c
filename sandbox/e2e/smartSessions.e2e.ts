import type { Locator, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { chooseScenario } from './harness/chooseScenario.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { ACCOUNT_SHOWN, hostApp } from './harness/hostApp.js'
import { inEachColorScheme } from './harness/inEachColorScheme.js'
import { openPage } from './harness/openPage.js'
import { rememberedConnection } from './harness/rememberedConnection.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()

/**
 * Opens the page connected as Alice (gotoPlayground's `remembered`), with `?smartSessions=1` unless told otherwise,
 * and opens Account; resolves with the dialog.
 */
async function openAccount(
  page: Page,
  { smartSessions = true, scenario }: { smartSessions?: boolean; scenario?: string } = {},
) {
  await gotoPlayground(page, sandboxUrl(), {
    ...(scenario ? { scenario } : {}),
    params: smartSessions ? { smartSessions: '1' } : {},
    remembered: await rememberedConnection(browser()),
  })
  const app = hostApp(page)
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  return { app, dialog }
}

async function openSessions(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Smart sessions' }).click()
  await dialog.getByRole('heading', { name: 'Smart sessions' }).waitFor()
}

const sessionRow = (dialog: Locator, name: string) =>
  dialog.getByRole('list', { name: 'Smart sessions' }).getByRole('listitem', { name })

it("lists Alice's sessions, revokes one signed in the wallet, and it stays revoked after a reload, in light and in dark", async () => {
  const tab = await openPage(browser(), { name: 'smart-sessions', width: 360 })
  const { page } = tab
  const { app, dialog } = await openAccount(page)
  await dialog.getByRole('button', { name: 'Smart sessions' }).waitFor()
  await app.screenshotInEachScheme('account-smart-sessions-entry')
  await openSessions(dialog)

  const dapp = sessionRow(dialog, 'Sandbox Dapp')
  await dapp.waitFor({ timeout: 10_000 })
  expect(await dapp.textContent()).toContain('Call transfer on 0x')
  expect(await dapp.textContent()).toContain('Expires Mar 1, 2027')
  expect(await sessionRow(dialog, 'Pixel Game').textContent()).toContain('Expired Jul 10, 2025')
  await inEachColorScheme(page, dialog, async (colorScheme) => {
    await app.screenshot(`smart-sessions-${colorScheme}`)
    expect(await runAxe(page, dialog)).toEqual([])
  })

  await dapp.getByRole('button', { name: 'Revoke Sandbox Dapp' }).click()
  await expect
    .poll(() => dapp.getByRole('button', { name: 'Revoke Sandbox Dapp' }).textContent())
    .toBe('Revoking')
  await expect
    .poll(() => walletPanel(page).request('personal_sign').textContent(), { timeout: 10_000 })
    .toContain('Sandbox Dapp')
  await walletPanel(page).approve('personal_sign')
  await dapp.getByText('Revoked').waitFor({ timeout: 10_000 })
  expect(await dapp.getByRole('button').count()).toBe(0)
  // At 360 px the panel (the wallet's window, above the kit) covers the dialog while scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0))
  await inEachColorScheme(page, dialog, async (colorScheme) => {
    await app.screenshot(`smart-sessions-revoked-${colorScheme}`)
    expect(await runAxe(page, dialog)).toEqual([])
  })

  // After a reload the sandbox's API still lists the session as revoked.
  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  // The wallet reconnects on its own; the button shows the account once it has.
  await app.header.getByRole('button', { name: ACCOUNT_SHOWN }).waitFor({ timeout: 15_000 })
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await openSessions(dialog)
  const after = sessionRow(dialog, 'Sandbox Dapp')
  await after.getByText('Revoked').waitFor({ timeout: 10_000 })
  expect(await after.getByRole('button').count()).toBe(0)
  expect(tab.remoteRequests()).toEqual([])
})

it('shows a declined signature under the row, which stays active, in light and in dark', async () => {
  const tab = await openPage(browser(), { name: 'smart-sessions-declined', width: 360 })
  const { page } = tab
  const { app, dialog } = await openAccount(page)
  await openSessions(dialog)
  const dapp = sessionRow(dialog, 'Sandbox Dapp')
  await dapp.getByRole('button', { name: 'Revoke Sandbox Dapp' }).click({ timeout: 10_000 })
  await walletPanel(page).reject('personal_sign')
  const declined = dapp.getByRole('alert').filter({ hasText: 'You declined the signature in your wallet' })
  await declined.waitFor({ timeout: 10_000 })
  expect(await dapp.getByRole('button', { name: 'Revoke Sandbox Dapp' }).textContent()).toBe('Revoke')
  await page.evaluate(() => window.scrollTo(0, 0))
  await inEachColorScheme(page, dialog, async (colorScheme) => {
    await app.screenshot(`smart-sessions-declined-${colorScheme}`)
    expect(await runAxe(page, dialog)).toEqual([])
  })
})

it('shows a failed load (sessions-500) with Retry, which lists the sessions once the API answers, in light and in dark', async () => {
  const tab = await openPage(browser(), { name: 'smart-sessions-500' })
  const { page } = tab
  const { app, dialog } = await openAccount(page, { scenario: 'sessions-500' })
  await openSessions(dialog)
  const failure = dialog.getByRole('alert').filter({ hasText: 'Sessions could not be loaded' })
  await failure.waitFor({ timeout: 10_000 })
  expect(await failure.textContent()).toContain('HTTP status code: 500')
  await inEachColorScheme(page, dialog, async (colorScheme) => {
    await app.screenshot(`smart-sessions-error-${colorScheme}`)
    expect(await runAxe(page, dialog)).toEqual([])
  })

  await chooseScenario(page, undefined)
  await failure.getByRole('button', { name: 'Retry' }).click()
  await sessionRow(dialog, 'Sandbox Dapp').waitFor({ timeout: 10_000 })
})

it('keeps the size of the list while loading (sessions-timeout), and shows the time-out with Retry', async () => {
  const tab = await openPage(browser(), { name: 'smart-sessions-loading', width: 360 })
  const { page } = tab
  const { app, dialog } = await openAccount(page, { scenario: 'sessions-timeout' })
  await openSessions(dialog)
  const loading = dialog.getByRole('progressbar', { name: 'Loading sessions' })
  await loading.waitFor()
  const placeholder = await loading.boundingBox()
  await app.screenshot('smart-sessions-loading')
  expect(await runAxe(page, dialog)).toEqual([])

  await chooseScenario(page, undefined)
  const failure = dialog.getByRole('alert').filter({ hasText: 'Sessions could not be loaded' })
  await failure.waitFor({ timeout: 20_000 })
  await failure.getByRole('button', { name: 'Retry' }).click()
  const list = dialog.getByRole('list', { name: 'Smart sessions' })
  await list.waitFor({ timeout: 10_000 })
  const loaded = await list.boundingBox()
  // The placeholder rows stand for two sessions: the list arrives within a line's height of them.
  expect(Math.abs((loaded?.height ?? 0) - (placeholder?.height ?? 0))).toBeLessThanOrEqual(20)
})

it('shows a malformed answer (sessions-malformed) as a failed load with Retry', async () => {
  const tab = await openPage(browser(), { name: 'smart-sessions-malformed' })
  const { dialog } = await openAccount(tab.page, { scenario: 'sessions-malformed' })
  await openSessions(dialog)
  const failure = dialog.getByRole('alert').filter({ hasText: 'Sessions could not be loaded' })
  await failure.waitFor({ timeout: 10_000 })
  expect(await failure.getByRole('button', { name: 'Retry' }).isEnabled()).toBe(true)
})

it('shows a revocation the API refuses (sessions-500 after the list) under the row, which stays active', async () => {
  const tab = await openPage(browser(), { name: 'smart-sessions-revoke-500' })
  const { page } = tab
  const { dialog } = await openAccount(page)
  await openSessions(dialog)
  const dapp = sessionRow(dialog, 'Sandbox Dapp')
  await dapp.waitFor({ timeout: 10_000 })
  await chooseScenario(page, 'sessions-500')
  await dapp.getByRole('button', { name: 'Revoke Sandbox Dapp' }).click()
  await walletPanel(page).approve('personal_sign')
  const failure = dapp.getByRole('alert').filter({ hasText: 'The session could not be revoked' })
  await failure.waitFor({ timeout: 10_000 })
  expect(await dapp.textContent()).toContain('Expires Mar 1, 2027')
  expect(await dapp.getByRole('button', { name: 'Revoke Sandbox Dapp' }).isEnabled()).toBe(true)
})

it('has no Smart sessions entry in Account with the option off (the default)', async () => {
  const tab = await openPage(browser(), { name: 'smart-sessions-off' })
  const { dialog } = await openAccount(tab.page, { smartSessions: false })
  await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
  expect(await dialog.getByRole('button', { name: 'Smart sessions' }).count()).toBe(0)
})

it('shows the empty state for an account without sessions (Bob)', async () => {
  const tab = await openPage(browser(), { name: 'smart-sessions-empty' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { account: 'Bob', params: { smartSessions: '1' } })
  const app = hostApp(page)
  await app.connect()
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await openSessions(dialog)
  await dialog.getByText('No smart sessions').waitFor({ timeout: 10_000 })
  await app.screenshot('smart-sessions-empty')
  expect(await runAxe(page, dialog)).toEqual([])
  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
})
