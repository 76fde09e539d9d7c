import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { inEachColorScheme } from './harness/inEachColorScheme.js'
import { openPage } from './harness/openPage.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()

/** True when the page's focused element is the header's connect button. */
const connectButtonHasFocus = () => document.activeElement?.matches('header.host-header button') === true

it('closes on Escape and on the close button, each time giving focus back to the connect button', async () => {
  const tab = await openPage(browser(), { name: 'a11y-close' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)

  await app.connectButton().click()
  await app.dialog().getByRole('heading', { name: 'Connect wallet' }).waitFor()
  await page.keyboard.press('Escape')
  await app.dialog().waitFor({ state: 'detached' })
  await expect.poll(() => page.evaluate(connectButtonHasFocus)).toBe(true)

  await app.connectButton().click()
  await app.dialog().getByRole('button', { name: 'Close' }).click()
  await app.dialog().waitFor({ state: 'detached' })
  await expect.poll(() => page.evaluate(connectButtonHasFocus)).toBe(true)
  expect(tab.remoteRequests()).toEqual([])
})

it('reaches the wallet with the keyboard alone', async () => {
  const tab = await openPage(browser(), { name: 'a11y-keyboard' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)

  for (let presses = 0; presses < 10 && !(await page.evaluate(connectButtonHasFocus)); presses += 1)
    await page.keyboard.press('Tab')
  expect(await page.evaluate(connectButtonHasFocus)).toBe(true)
  await page.keyboard.press('Enter')
  const wallet = app.dialog().getByRole('button', { name: /Sandbox Wallet/ })
  await wallet.waitFor()
  const walletHasFocus = () =>
    wallet.evaluate((element) => element === document.activeElement).catch(() => false)
  for (let presses = 0; presses < 6 && !(await walletHasFocus()); presses += 1)
    await page.keyboard.press('Tab')
  expect(await walletHasFocus()).toBe(true)
  await page.keyboard.press('Enter')
  await app.dialog().getByText('Continue in Sandbox Wallet').waitFor()
  expect(tab.remoteRequests()).toEqual([])
})

it('has no axe violations on Connect and Account, in light and in dark', async () => {
  const tab = await openPage(browser(), { name: 'a11y-axe' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const axeInEachScheme = () =>
    inEachColorScheme(page, app.dialog(), async () => expect(await runAxe(page, app.dialog())).toEqual([]))

  await app.connectButton().click()
  await app
    .dialog()
    .getByRole('button', { name: /Sandbox Wallet/ })
    .waitFor()
  await axeInEachScheme()
  await page.keyboard.press('Escape')
  await app.dialog().waitFor({ state: 'detached' })

  await app.connect()
  await app.button().click()
  await app.dialog().getByText('10,000.000 ETH').first().waitFor({ timeout: 10_000 })
  await axeInEachScheme()
  expect(tab.remoteRequests()).toEqual([])
})
