import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { inEachColorScheme } from './harness/inEachColorScheme.js'
import { openPage } from './harness/openPage.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()

it('All Wallets and the WalletConnect QR view pass axe in light and in dark, and the grid answers the arrow keys', async () => {
  const tab = await openPage(browser(), { name: 'walletconnect-a11y' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  await app.connectButton().click()
  const dialog = app.dialog()
  const axeInEachScheme = (screen: string) =>
    inEachColorScheme(page, dialog, async (colorScheme) => {
      expect(await runAxe(page, dialog)).toEqual([])
      await app.screenshot(`${screen}-${colorScheme}`)
    })
  await dialog.getByRole('button', { name: 'All wallets' }).click()
  const grid = dialog.getByRole('region', { name: 'All wallets' })
  await grid.getByRole('button').nth(8).waitFor({ timeout: 15_000 })
  await axeInEachScheme('all-wallets')

  await grid.getByRole('button').first().focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowDown')
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-index'))).toBe('5')

  await page.keyboard.press('Enter')
  await dialog.getByRole('img', { name: /^QR code to connect / }).waitFor({ timeout: 15_000 })
  await axeInEachScheme('walletconnect-qr')
  expect(tab.remoteRequests()).toEqual([])
})
