import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { settle } from './harness/settle.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
const SCREENS = join(import.meta.dirname, '..', '..', '.artifacts', 'e2e', 'screens')

/** The box of an element once the modal's animations have ended. */
async function boxOf(page: Page, element: Locator) {
  await settle(page)
  const box = await element.boundingBox()
  if (!box) throw new Error('The element has no box')
  return box
}

it('keeps the dialog top edge in place from Connect through connecting to Account (desktop)', async () => {
  const { page } = await openPage(browser(), { name: 'motion-top-edge', width: 1280 })
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const dialog = app.dialog()

  await app.connectButton().click()
  await dialog.getByRole('button', { name: /Sandbox Wallet/ }).waitFor()
  const connect = await boxOf(page, dialog)
  await dialog.getByRole('button', { name: /Sandbox Wallet/ }).click()
  await dialog.getByText('Continue in Sandbox Wallet').waitFor()
  const connecting = await boxOf(page, dialog)
  await walletPanel(page).approve('eth_requestAccounts')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
  const account = await boxOf(page, dialog)

  // The views differ in height by far more than 2 px; only the bottom edge may move.
  expect(Math.abs(connecting.height - connect.height)).toBeGreaterThan(20)
  expect(Math.abs(connecting.y - connect.y)).toBeLessThanOrEqual(2)
  expect(Math.abs(account.y - connect.y)).toBeLessThanOrEqual(2)
})

it.each([1280, 360])(
  'shows a toast where it covers neither the title nor the dialog (%i px)',
  async (width) => {
    const { page, context } = await openPage(browser(), { name: `motion-toast-${width}`, width })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(sandboxUrl()).origin,
    })
    await gotoPlayground(page, sandboxUrl())
    const app = hostApp(page)
    const dialog = app.dialog()
    await app.connect()
    await app.button().click()
    await dialog.getByRole('button', { name: 'Receive', exact: true }).click()
    await dialog.getByRole('heading', { name: 'Receive' }).waitFor()
    await dialog.getByRole('button', { name: 'Copy address' }).click()
    const toast = dialog.getByRole('status').getByText('Address copied')
    await toast.waitFor()
    await page.screenshot({ path: join(SCREENS, `motion-toast-${width}.png`), animations: 'disabled' })
    const toastBox = await boxOf(page, dialog.locator('.wk-toast'))
    const titleBox = await boxOf(page, dialog.getByRole('heading', { name: 'Receive' }))
    const dialogBox = await boxOf(page, dialog)
    const intersects = (a: typeof toastBox, b: typeof toastBox) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    expect(intersects(toastBox, titleBox)).toBe(false)
    expect(intersects(toastBox, dialogBox)).toBe(false)
    // And it is on screen.
    expect(toastBox.y).toBeGreaterThanOrEqual(0)
  },
)
