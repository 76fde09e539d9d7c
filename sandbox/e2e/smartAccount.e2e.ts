import type { Page } from 'playwright-core'
import { getAddress, keccak256 } from 'viem'
import { afterEach, expect, it } from 'vitest'
import {
  codeFromInbox,
  embeddedAddress,
  freshEmail,
  loginWithEmail,
  openAccount,
  setFrameScenario,
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

afterEach(async () => {
  const url = await frameUrl()
  await setFrameScenario(url, 'none')
  await fetch(new URL('api/smart-accounts', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ enabled: false }),
  })
})

/** How the kit shows an address: checksummed, its first 4 and last 6 characters. */
const shown = (address: string) => {
  const checksummed = getAddress(address)
  return `${checksummed.slice(0, 4)}…${checksummed.slice(-6)}`
}

/** The sandbox frame's smart account of an EOA: derived from it, so the same user always gets the same one. */
const smartAccountOf = (eoa: string) => `0x${keccak256(eoa as `0x${string}`).slice(-40)}`

const inbox = (page: Page) => page.getByRole('region', { name: 'Inbox' })

/** Account and the header's account button both show `address`. */
async function expectShown(page: Page, address: string) {
  const app = hostApp(page)
  await app.dialog().getByText(shown(address)).first().waitFor({ timeout: 10_000 })
  await app.header.getByRole('button', { name: shown(address) }).waitFor({ timeout: 10_000 })
}

async function reloadToAccount(page: Page) {
  const app = hostApp(page)
  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await app.accountButton().waitFor({ timeout: 15_000 })
  await openAccount(page)
}

it('switches an email account between its EOA and its smart account, and keeps the choice over a reload', async () => {
  const tab = await openPage(browser(), { name: 'smart-account' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const dialog = app.dialog()
  // The panel shows the frame server's setting once it has taken it.
  const smartAccounts = inbox(page).getByRole('checkbox', { name: 'Smart accounts on the local chains' })
  await smartAccounts.click()
  await expect.poll(() => smartAccounts.isChecked(), { timeout: 5_000 }).toBe(true)
  const email = freshEmail('smart')
  await loginWithEmail(page, email)
  const eoa = await embeddedAddress(page, `email:${email}`)
  const smart = smartAccountOf(eoa)

  // Where smart accounts are enabled, an eip155 login starts on the smart account (spec 4's default).
  await expectShown(page, smart)
  await dialog.getByText('Smart account', { exact: true }).waitFor()
  await dialog.getByRole('button', { name: 'Switch to EOA' }).click()
  await dialog.getByRole('button', { name: 'Switch to smart account' }).waitFor({ timeout: 10_000 })
  await expectShown(page, eoa)
  await dialog.getByText('10.000 ETH').first().waitFor({ timeout: 10_000 })
  await app.screenshot('smart-account-eoa')
  expect(await runAxe(page, dialog)).toEqual([])

  await dialog.getByRole('button', { name: 'Switch to smart account' }).click()
  await dialog.getByRole('button', { name: 'Switch to EOA' }).waitFor({ timeout: 10_000 })
  await expectShown(page, smart)
  await app.screenshot('smart-account-smart')
  expect(await runAxe(page, dialog)).toEqual([])
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot('smart-account-smart-dark')
  expect(await runAxe(page, dialog)).toEqual([])
  await page.emulateMedia({ colorScheme: 'light' })

  await reloadToAccount(page)
  await expectShown(page, smart)
  await dialog.getByRole('button', { name: 'Switch to EOA' }).click()
  await dialog.getByRole('button', { name: 'Switch to smart account' }).waitFor({ timeout: 10_000 })
  await expectShown(page, eoa)
  await reloadToAccount(page)
  await expectShown(page, eoa)
  await dialog.getByRole('button', { name: 'Switch to smart account' }).waitFor()
  expect(tab.remoteRequests()).toEqual([])
}, 120_000)

it('says the smart account could not be used and keeps the EOA when the frame fails to set it up', async () => {
  const tab = await openPage(browser(), { name: 'smart-account-fails' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const dialog = app.dialog()
  await inbox(page).getByRole('combobox', { name: 'Login frame' }).selectOption('smart-account-fails')
  const email = freshEmail('smartfail')
  await loginWithEmail(page, email)
  const eoa = await embeddedAddress(page, `email:${email}`)

  // The login asked for the smart account (the default); the frame fell back to the EOA, and the kit shows that.
  await expectShown(page, eoa)
  await dialog.getByText('EOA', { exact: true }).waitFor()
  await dialog.getByRole('button', { name: 'Switch to smart account' }).click()
  const alert = dialog.getByRole('alert')
  await alert.waitFor({ timeout: 10_000 })
  expect(await alert.textContent()).toBe(
    'Your smart account could not be used: your EOA stays in use. The smart account could not be set up: no account factory answers on this chain',
  )
  await expectShown(page, eoa)
  await dialog.getByRole('button', { name: 'Switch to smart account' }).waitFor()
  await app.screenshot('smart-account-failed')
  expect(await runAxe(page, dialog)).toEqual([])
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot('smart-account-failed-dark')
  expect(await runAxe(page, dialog)).toEqual([])
  const stored = await page.evaluate(() =>
    Object.entries(localStorage).find(([key]) => /preferred/i.test(key)),
  )
  expect(stored?.[1]).toContain('"eip155":"eoa"')
  expect(tab.remoteRequests()).toEqual([])
}, 90_000)

it('updates the email of an email account: a code to the old address, then one to the new', async () => {
  const tab = await openPage(browser(), { name: 'update-email' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const dialog = app.dialog()
  const email = freshEmail('before')
  const next = freshEmail('after')
  await loginWithEmail(page, email)
  const address = await embeddedAddress(page, `email:${email}`)
  await dialog.getByText(email).waitFor()
  await dialog.getByRole('button', { name: 'Update email' }).click()
  await dialog.getByRole('heading', { name: 'Change email' }).waitFor()
  await dialog.getByRole('textbox', { name: 'New email address' }).fill(next)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await dialog.getByText('Enter the code we sent to').waitFor({ timeout: 10_000 })
  await dialog.getByText(email).waitFor()
  await dialog.getByRole('textbox', { name: 'One-time code' }).fill(await codeFromInbox(page, email))
  await dialog.getByText(next).waitFor({ timeout: 10_000 })
  await app.screenshot('update-email-secondary')
  await dialog.getByRole('textbox', { name: 'One-time code' }).fill(await codeFromInbox(page, next))
  await dialog.getByRole('heading', { name: 'Account' }).waitFor({ timeout: 10_000 })
  await dialog.getByText(next, { exact: true }).waitFor({ timeout: 10_000 })
  expect(await dialog.getByText(email, { exact: true }).count()).toBe(0)
  await expectShown(page, address)

  await reloadToAccount(page)
  await dialog.getByText(next, { exact: true }).waitFor({ timeout: 10_000 })
  await expectShown(page, address)
  expect(tab.remoteRequests()).toEqual([])
}, 90_000)
