import type { SandboxWorld } from '@walletkit/fixtures'
import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { clickUntilItTakes } from './harness/clickUntilItTakes.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

/** Opens the playground with Sign-In With Ethereum on, connects the sandbox wallet and waits for the SIWE view. */
async function connectWithSiwe(page: Page) {
  const url = new URL(sandboxUrl())
  url.searchParams.set('siwe', '1')
  await page.goto(url.toString())
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  const app = hostApp(page)
  await app.connectButton().click()
  await app
    .dialog()
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await walletPanel(page).approve('eth_requestAccounts')
  await app.dialog().getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 10_000 })
  return app
}

it('asks to sign in with Ethereum after connect; the host verifies the signed message and holds the session', async () => {
  const tab = await openPage(browser(), { name: 'siwe-sign-in' })
  const { page } = tab
  const alice = world.accounts[0]?.address as string
  const app = await connectWithSiwe(page)
  const dialog = app.dialog()
  await dialog.getByText(/^Sign this message to prove you own this wallet and proceed\./).waitFor()
  await app.screenshot('connecting-siwe')
  expect(await runAxe(page, dialog)).toEqual([])
  expect(await page.getByRole('status', { name: 'Sign-in' }).textContent()).toBe('Not signed in')

  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  const request = walletPanel(page).request('personal_sign')
  await expect.poll(() => request.textContent(), { timeout: 10_000 }).toContain('wants you to sign in')
  await walletPanel(page).approve('personal_sign')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await expect
    .poll(() => page.getByRole('status', { name: 'Sign-in' }).textContent(), { timeout: 10_000 })
    .toBe(`Signed in with Ethereum as ${alice} on chain ${world.chains[0]?.chainId}`)
  expect(await app.button().textContent()).toMatch(/0x|\.eth/)

  // Disconnecting ends the session (signOutOnDisconnect).
  await app.button().click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await app.connectButton().waitFor({ timeout: 10_000 })
  expect(tab.remoteRequests()).toEqual([])
})

it('goes back to Connect and disconnects when the visitor cancels the sign-in', async () => {
  const tab = await openPage(browser(), { name: 'siwe-cancel' })
  const { page } = tab
  const app = await connectWithSiwe(page)
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await dialog.getByRole('heading', { name: 'Connect wallet' }).waitFor({ timeout: 10_000 })
  await app.connectButton().waitFor({ timeout: 10_000 })
  expect(await walletPanel(page).empty().count()).toBe(1)
  expect(tab.remoteRequests()).toEqual([])
})

it('says the signature was declined when the wallet refuses, and lets the visitor sign again', async () => {
  const tab = await openPage(browser(), { name: 'siwe-declined' })
  const { page } = tab
  const app = await connectWithSiwe(page)
  const dialog = app.dialog()
  const sign = dialog.getByRole('button', { name: 'Sign', exact: true })
  const signature = walletPanel(page).request('personal_sign')
  await clickUntilItTakes(sign, () => signature.isVisible())
  await walletPanel(page).reject('personal_sign')
  await dialog.getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor({ timeout: 10_000 })
  await app.screenshot('connecting-siwe-declined')
  await clickUntilItTakes(sign, () => signature.isVisible())
  await walletPanel(page).approve('personal_sign')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await expect
    .poll(() => page.getByRole('status', { name: 'Sign-in' }).textContent(), { timeout: 10_000 })
    .toMatch(/^Signed in with Ethereum as 0x/)
  expect(tab.remoteRequests()).toEqual([])
})
