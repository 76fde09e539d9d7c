import { afterEach, expect, it } from 'vitest'
import {
  codeFromInbox,
  freshEmail,
  loginWithEmail,
  setFrameScenario,
  startEmailLogin,
  waitForLoggedIn,
} from './embeddedLogin.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()
const frameUrl = async () => (await readSandboxWorld(sandboxUrl())).services.loginFrameUrl ?? ''
afterEach(async () => setFrameScenario(await frameUrl(), 'none'))

it('shows the error for a wrong code, then accepts the right one', async () => {
  const tab = await openPage(browser(), { name: 'embedded-wrong-code' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const email = freshEmail('wrong')
  await app.connectButton().click()
  await app.dialog().getByRole('button', { name: 'Continue with Google' }).waitFor()
  await app.screenshot('embedded-connect')
  await startEmailLogin(page, email)
  const dialog = app.dialog()
  await dialog.getByText('Enter the code we sent to').waitFor({ timeout: 10_000 })
  const code = await codeFromInbox(page, email)
  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`
  await dialog.getByRole('textbox', { name: 'One-time code' }).fill(wrong)
  await dialog.getByRole('alert').getByText('Invalid code').waitFor({ timeout: 10_000 })
  await app.screenshot('embedded-wrong-code')
  expect(await runAxe(page, dialog)).toEqual([])
  await dialog.getByRole('textbox', { name: 'One-time code' }).fill(code)
  await waitForLoggedIn(page)
  expect(tab.remoteRequests()).toEqual([])
})

it('asks to wait when a second login starts within 30 s of the first', async () => {
  const tab = await openPage(browser(), { name: 'embedded-cooldown' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  await page.emulateMedia({ colorScheme: 'dark' })
  const dialog = hostApp(page).dialog()
  await startEmailLogin(page, freshEmail('first'))
  await dialog.getByText('Enter the code we sent to').waitFor({ timeout: 10_000 })
  await dialog.getByRole('button', { name: 'Back' }).click()
  await startEmailLogin(page, freshEmail('second'))
  await expect
    .poll(() => dialog.getByRole('alert').textContent(), { timeout: 10_000 })
    .toMatch(/^Please try again after (2\d|30) seconds$/)
  await hostApp(page).screenshot('embedded-cooldown-dark')
  expect(await runAxe(page, dialog)).toEqual([])
  expect(tab.remoteRequests()).toEqual([])
})

it('keeps the session across a reload (IS_CONNECTED), and sign-out ends it', async () => {
  const tab = await openPage(browser(), { name: 'embedded-reload' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  await loginWithEmail(page, freshEmail('reload'))
  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await app.accountButton().waitFor({ timeout: 15_000 })
  await app.button().click()
  await app.dialog().getByRole('heading', { name: 'Account' }).waitFor()
  await app.dialog().getByRole('button', { name: 'Disconnect' }).click()
  await app.connectButton().waitFor({ timeout: 10_000 })
  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await app.connectButton().waitFor({ timeout: 10_000 })
  // Give a reconnect the time it would take; the visitor stays signed out.
  await page.waitForTimeout(1_500)
  expect(await app.connectButton().isVisible()).toBe(true)
  expect(tab.remoteRequests()).toEqual([])
})

it('asks to register a new device first when the frame requires it, then the code', async () => {
  const tab = await openPage(browser(), { name: 'embedded-device' })
  const { page } = tab
  await setFrameScenario(await frameUrl(), 'device-verification')
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const email = freshEmail('device')
  await startEmailLogin(page, email)
  await app.dialog().getByText('Register this device to continue').waitFor({ timeout: 10_000 })
  await app.screenshot('embedded-verify-device')
  const inbox = page.getByRole('region', { name: 'Inbox' })
  await inbox
    .getByRole('listitem', { name: `Email to ${email}: Approve this device` })
    .getByRole('button', { name: 'Approve device' })
    .click()
  await app.dialog().getByText('Enter the code we sent to').waitFor({ timeout: 10_000 })
  await app
    .dialog()
    .getByRole('textbox', { name: 'One-time code' })
    .fill(await codeFromInbox(page, email))
  await waitForLoggedIn(page)
  expect(tab.remoteRequests()).toEqual([])
})
