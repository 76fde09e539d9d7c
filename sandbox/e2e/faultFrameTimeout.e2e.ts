import { afterEach, beforeAll, expect, it } from 'vitest'
import {
  codeFromInbox,
  freshEmail,
  setFrameScenario,
  startEmailLogin,
  waitForLoggedIn,
} from './embeddedLogin.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()
let frameUrl: string
beforeAll(async () => {
  frameUrl = (await readSandboxWorld(sandboxUrl())).services.loginFrameUrl ?? ''
  expect(frameUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
})
afterEach(() => setFrameScenario(frameUrl, 'none'))

it('says "Something went wrong" when the login frame times out, stays usable, and logs in once the frame answers', async () => {
  const tab = await openPage(browser(), { name: 'fault-frame-timeout' })
  const { page } = tab
  await setFrameScenario(frameUrl, 'frame-timeout')
  const url = new URL(sandboxUrl())
  url.searchParams.set('authTimeout', '3000')
  await page.goto(url.toString())
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  const app = hostApp(page)
  const dialog = app.dialog()
  const email = freshEmail('frame-fault')

  // The fault: the frame never answers, the kit gives up and says so; no spinner is left and Continue works again.
  await startEmailLogin(page, email)
  await dialog.getByRole('alert').getByText('Something went wrong').waitFor({ timeout: 15_000 })
  const proceed = dialog.getByRole('button', { name: 'Continue', exact: true })
  await expect.poll(() => proceed.isEnabled(), { timeout: 5_000 }).toBe(true)
  expect(await dialog.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe(email)

  // Still usable: close it, nothing is connected, open it again.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await app.connectButton().waitFor()
  await app.connectButton().click()
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email)

  // The frame answers again: the same visitor logs in.
  await setFrameScenario(frameUrl, 'none')
  // The failed attempt started no cooldown: the visitor is not asked to wait.
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await dialog.getByText('Enter the code we sent to').waitFor({ timeout: 15_000 })
  expect(await dialog.getByText(/Please try again after/).count()).toBe(0)
  await dialog.getByRole('textbox', { name: 'One-time code' }).fill(await codeFromInbox(page, email))
  await waitForLoggedIn(page)
  expect(await dialog.getByText('Something went wrong').count()).toBe(0)
  expect(tab.remoteRequests()).toEqual([])
}, 90_000)
