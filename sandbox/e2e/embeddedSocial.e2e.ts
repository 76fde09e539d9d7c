import { join } from 'node:path'
import { expect, it } from 'vitest'
import { waitForLoggedIn } from './embeddedLogin.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { resetWorld } from './harness/resetWorld.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()
const storedUsername = (page: import('playwright-core').Page) =>
  page.evaluate(() => localStorage.getItem('@walletkit/SOCIAL_USERNAME'))

it('logs in with Google through the popup and stores the username', async () => {
  const tab = await openPage(browser(), { name: 'embedded-social' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const userName = `google-${Date.now()}`
  await app.connectButton().click()
  const popupOpened = page.waitForEvent('popup')
  await app.dialog().getByRole('button', { name: 'Continue with Google' }).click()
  const popup = await popupOpened
  await app.dialog().getByText('Log in with Google').waitFor()
  await app.screenshot('embedded-connecting-social')
  await popup.getByRole('heading', { name: 'Sign in with Google' }).waitFor({ timeout: 10_000 })
  await popup.getByRole('textbox', { name: 'Username' }).fill(userName)
  await popup.getByRole('button', { name: 'Continue' }).click()
  await waitForLoggedIn(page)
  await popup.waitForEvent('close', { timeout: 5_000 }).catch(() => undefined)
  expect(popup.isClosed()).toBe(true)
  expect(await storedUsername(page)).toBe(userName)
  expect(tab.remoteRequests()).toEqual([])
})

it('shows "Login cancelled" when the visitor closes the popup', async () => {
  const tab = await openPage(browser(), { name: 'embedded-social-cancelled' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  await app.connectButton().click()
  const popupOpened = page.waitForEvent('popup')
  await app.dialog().getByRole('button', { name: 'Continue with GitHub' }).click()
  const popup = await popupOpened
  await popup.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor({ timeout: 10_000 })
  await popup.close()
  await app.dialog().getByText('Login cancelled').waitFor({ timeout: 5_000 })
  await app.dialog().getByRole('button', { name: 'Try again' }).waitFor()
  expect(tab.remoteRequests()).toEqual([])
})

it('logs in with Farcaster: QR code and link, approved in the panel, username stored', async () => {
  const tab = await openPage(browser(), { name: 'embedded-farcaster' })
  const { page } = tab
  // The login frame's inbox is shared by the run: a Farcaster login another file left waiting would list a second
  // Approve button. A fresh world empties it.
  await resetWorld(sandboxUrl())
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const userName = `fc-${Date.now()}`
  await app.connectButton().click()
  await app.dialog().getByRole('button', { name: 'Continue with Farcaster' }).click()
  await app.dialog().getByRole('img', { name: 'QR code for Farcaster' }).waitFor({ timeout: 10_000 })
  const link = await app.dialog().getByRole('link', { name: 'Open Farcaster link' }).getAttribute('href')
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/farcaster\.html\?channel=/)
  await app.screenshot('embedded-farcaster')
  expect(await runAxe(page, app.dialog())).toEqual([])
  await page.getByRole('region', { name: 'Inbox' }).screenshot({
    path: join(import.meta.dirname, '..', '..', '.artifacts', 'e2e', 'screens', 'inbox-farcaster.png'),
  })
  const inbox = page.getByRole('region', { name: 'Inbox' })
  await inbox.getByRole('textbox', { name: 'Farcaster username' }).fill(userName)
  await inbox.getByRole('button', { name: 'Approve Farcaster login' }).click()
  await waitForLoggedIn(page)
  expect(await storedUsername(page)).toBe(userName)
  expect(tab.remoteRequests()).toEqual([])
})

it('leaving Farcaster unconnected clears the link and reloads the login frame (RELOAD)', async () => {
  const tab = await openPage(browser(), { name: 'embedded-farcaster-back' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  await app.connectButton().click()
  await app.dialog().getByRole('button', { name: 'Continue with Farcaster' }).click()
  const qr = app.dialog().getByRole('img', { name: 'QR code for Farcaster' })
  await qr.waitFor({ timeout: 10_000 })
  const first = await app.dialog().getByRole('link', { name: 'Open Farcaster link' }).getAttribute('href')
  const loginFrame = page.frames().find((frame) => frame.url().includes('projectId='))
  if (!loginFrame) throw new Error('The login frame is not in the page')
  const loadedAt = await loginFrame.evaluate(() => performance.timeOrigin)
  await app.dialog().getByRole('button', { name: 'Back' }).click()
  // Spec 2: the frame reloads (RELOAD) 100 ms after leaving Farcaster unconnected.
  await expect
    .poll(() => loginFrame.evaluate(() => performance.timeOrigin).catch(() => loadedAt), { timeout: 5_000 })
    .toBeGreaterThan(loadedAt)
  expect(await page.locator('iframe[data-walletkit-login-frame]').count()).toBe(1)
  await app.dialog().getByRole('button', { name: 'Continue with Farcaster' }).click()
  await qr.waitFor({ timeout: 10_000 })
  const second = await app.dialog().getByRole('link', { name: 'Open Farcaster link' }).getAttribute('href')
  expect(second).not.toBe(first)
  expect(tab.remoteRequests()).toEqual([])
})

it('falls back to a redirect when the browser blocks the popup, and finishes the login on return', async () => {
  const tab = await openPage(browser(), { name: 'embedded-social-redirect' })
  const { page } = tab
  const playground = new URL(sandboxUrl())
  // A browser that blocks popups: window.open gives null on the host page.
  await page.addInitScript((port) => {
    if (window.location.port === port) window.open = () => null
  }, playground.port)
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const userName = `redirect-${Date.now()}`
  await app.connectButton().click()
  await app.dialog().getByRole('button', { name: 'Continue with Discord' }).click()
  await page.getByRole('heading', { name: 'Sign in with Discord' }).waitFor({ timeout: 15_000 })
  await page.getByRole('textbox', { name: 'Username' }).fill(userName)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.waitForURL((url) => url.port === playground.port, { timeout: 15_000 })
  await app.accountButton().waitFor({ timeout: 20_000 })
  expect(await storedUsername(page)).toBe(userName)
  expect(page.url()).not.toContain('walletkit_social_result')
  expect(tab.remoteRequests()).toEqual([])
})
