import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()

it.each(['light', 'dark'] as const)(
  'All Wallets and the WalletConnect QR view pass axe, and the grid answers the arrow keys (%s)',
  async (colorScheme) => {
    const tab = await openPage(browser(), { name: `walletconnect-a11y-${colorScheme}` })
    const { page } = tab
    await page.emulateMedia({ colorScheme })
    await gotoPlayground(page, sandboxUrl())
    const app = hostApp(page)
    await app.connectButton().click()
    const dialog = app.dialog()
    await dialog.getByRole('button', { name: 'All wallets' }).click()
    const grid = dialog.getByRole('region', { name: 'All wallets' })
    await grid.getByRole('button').nth(8).waitFor({ timeout: 15_000 })
    expect(await runAxe(page, dialog)).toEqual([])
    await app.screenshot(`all-wallets-${colorScheme}`)

    await grid.getByRole('button').first().focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-index'))).toBe('5')

    await page.keyboard.press('Enter')
    await dialog.getByRole('img', { name: /^QR code to connect / }).waitFor({ timeout: 15_000 })
    expect(await runAxe(page, dialog)).toEqual([])
    await app.screenshot(`walletconnect-qr-${colorScheme}`)
    expect(tab.remoteRequests()).toEqual([])
  },
)
