import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { freshEmail, loginFrame, loginWithEmail } from './embeddedLogin.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()

const chooseHostTheme = (page: Page, mode: 'Light' | 'Dark') =>
  page.getByRole('combobox', { name: 'Theme mode' }).selectOption({ label: mode })

/** Asks for a signature, and reads the background of the consent screen the frame shows in the approval view. */
async function consentBackground(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const frame = loginFrame(page)
  await frame.getByText('Hello from Your app').waitFor({ timeout: 10_000 })
  return frame.getByRole('main').evaluate((card) => getComputedStyle(card).backgroundColor)
}

it("shows the login frame's consent screen in the host's theme, and follows it when the host switches", async () => {
  const tab = await openPage(browser(), { name: 'frame-theme' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  await chooseHostTheme(page, 'Dark')
  await loginWithEmail(page, freshEmail('theme'))
  await app.dialog().getByRole('button', { name: 'Close' }).click()
  await app.dialog().waitFor({ state: 'detached' })

  // Dark when the frame was mounted (SYNC_THEME on ready): the kit's dark background, not the frame's white.
  expect(await consentBackground(page)).toBe('rgb(22, 23, 27)')
  await app.screenshot('frame-theme-dark')
  await app.dialog().getByRole('button', { name: 'Close' }).click()
  await app.dialog().waitFor({ state: 'detached' })

  // Switched while the frame is mounted: SYNC_THEME again, and the frame turns light.
  await chooseHostTheme(page, 'Light')
  expect(await consentBackground(page)).toBe('rgb(255, 255, 255)')
  await app.screenshot('frame-theme-light')
  expect(tab.remoteRequests()).toEqual([])
})
