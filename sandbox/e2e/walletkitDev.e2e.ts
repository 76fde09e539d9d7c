import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startWalletkitDev, type WalletkitDev } from './cli/startWalletkitDev.js'
import { openPage } from './harness/openPage.js'
import { runAxe } from './harness/runAxe.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const SCREENS = join(import.meta.dirname, '..', '..', '.artifacts', 'e2e', 'screens')
const browser = startBrowserForFile()
let dev: WalletkitDev
beforeAll(async () => {
  dev = await startWalletkitDev()
}, 180_000)
afterAll(() => dev?.stop())

it('serves the scaffolded app beside the sandbox; its own button connects the mock wallet, shows the account and signs', async () => {
  // The printout names where each local service answers, the onramp provider's checkout page included.
  expect(dev.output()).toMatch(/onrampPage\s+http:\/\/127\.0\.0\.1:\d+/)
  const tab = await openPage(browser(), { name: 'walletkit-dev' })
  const { page } = tab
  await page.goto(dev.url)
  const header = page.getByRole('banner')
  await header.getByRole('heading', { name: 'my-app' }).waitFor({ timeout: 30_000 })
  await page.getByRole('region', { name: 'Wallet requests' }).waitFor({ timeout: 30_000 })

  await header.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Sandbox Wallet/ }).click()
  await walletPanel(page).approve('eth_requestAccounts')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })

  const account = page.getByRole('region', { name: 'Account', exact: true })
  await expect
    .poll(() => account.textContent(), { timeout: 10_000 })
    .toMatch(/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/i)
  await expect.poll(() => account.textContent()).toContain('Ethereum (eip155:1)')

  const signing = page.getByRole('region', { name: 'Sign a message' })
  await signing.getByRole('button', { name: 'Sign message' }).click()
  await walletPanel(page).approve('personal_sign')
  await expect
    .poll(() => signing.getByRole('status').textContent(), { timeout: 10_000 })
    .toMatch(/^Signature: 0x[0-9a-f]{130}$/)

  mkdirSync(SCREENS, { recursive: true })
  await page.screenshot({ path: join(SCREENS, 'walletkit-dev.png') })
  expect(await runAxe(page, page.locator('#root'))).toEqual([])
  expect(tab.remoteRequests()).toEqual([])
})
