import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { codeFromInbox, freshEmail, openAccount, startEmailLogin, waitForLoggedIn } from './embeddedLogin.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()

/** The full address Account shows (the title of the shortened one). */
const accountAddress = (page: Page) =>
  hostApp(page)
    .dialog()
    .getByTitle(/^0x[0-9a-fA-F]{40}$/)
    .getAttribute('title')

/** A GitHub login through the popup: the modal closes as a wallet connection closes it; then Account, opened again. */
async function loginWithGitHub(page: Page, userName: string): Promise<string | null> {
  const app = hostApp(page)
  // After a disconnect the modal stays open on Connect.
  if (!(await app.dialog().isVisible())) await app.connectButton().click()
  const popupOpened = page.waitForEvent('popup')
  await app.dialog().getByRole('button', { name: 'Continue with GitHub' }).click()
  const popup = await popupOpened
  await popup.getByRole('textbox', { name: 'Username' }).fill(userName)
  await popup.getByRole('button', { name: 'Continue' }).click()
  await waitForLoggedIn(page)
  await openAccount(page)
  return accountAddress(page)
}

it('gives the same GitHub user the same address at every login, here and in another browser, and Account names them', async () => {
  const userName = 'octocat'
  const tab = await openPage(browser(), { name: 'embedded-social-twice' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const first = await loginWithGitHub(page, userName)
  expect(first).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const dialog = app.dialog()
  await dialog.getByText(userName, { exact: true }).waitFor()
  await dialog.getByText('GitHub account').waitFor()
  expect(await dialog.locator('[data-social-icon="github"]').count()).toBe(1)
  await app.screenshot('embedded-account-social')
  expect(await runAxe(page, dialog)).toEqual([])
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot('embedded-account-social-dark')
  expect(await runAxe(page, dialog)).toEqual([])
  await page.emulateMedia({ colorScheme: 'light' })

  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await app.connectButton().waitFor({ timeout: 10_000 })
  expect(await loginWithGitHub(page, userName)).toBe(first)

  // Another browser (its own storage, its own login frame storage): still the same address.
  const other = await openPage(browser(), { name: 'embedded-social-twice-other' })
  await gotoPlayground(other.page, sandboxUrl())
  expect(await loginWithGitHub(other.page, userName)).toBe(first)
  // Another user of the same provider is someone else.
  await hostApp(other.page).dialog().getByRole('button', { name: 'Disconnect' }).click()
  await hostApp(other.page).connectButton().waitFor({ timeout: 10_000 })
  expect(await loginWithGitHub(other.page, 'hubot')).not.toBe(first)
  expect([...tab.remoteRequests(), ...other.remoteRequests()]).toEqual([])
})

it('closes the modal after an email login, as after a wallet connection, and Account shows the email', async () => {
  const tab = await openPage(browser(), { name: 'embedded-email-closes' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const email = freshEmail('closes')
  await startEmailLogin(page, email)
  await app.dialog().getByText('Enter the code we sent to').waitFor({ timeout: 10_000 })
  await app
    .dialog()
    .getByRole('textbox', { name: 'One-time code' })
    .fill(await codeFromInbox(page, email))
  await waitForLoggedIn(page)
  await openAccount(page)
  const dialog = app.dialog()
  await dialog.getByText(email, { exact: true }).waitFor()
  await dialog.getByRole('button', { name: 'Update email' }).waitFor()
  await app.screenshot('embedded-account-email')
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot('embedded-account-email-dark')
  expect(await runAxe(page, dialog)).toEqual([])
  expect(tab.remoteRequests()).toEqual([])
})
