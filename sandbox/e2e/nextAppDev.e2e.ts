import { afterAll, beforeAll, expect, it } from 'vitest'
import { startWalletkitDev, type WalletkitDev } from './cli/startWalletkitDev.js'
import { openPage } from './harness/openPage.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
let dev: WalletkitDev
beforeAll(async () => {
  dev = await startWalletkitDev(['--template', 'next-app'])
}, 300_000)
afterAll(() => dev?.stop())

it('serves the Next.js app behind the sandbox: server HTML with the button, the panel beside it, the sandbox wallet connects and signs', async () => {
  const html = await (await fetch(dev.url, { headers: { accept: 'text/html' } })).text()
  expect(html).toMatch(/<button[^>]*data-walletkit-button=""[^>]*>Connect Wallet<\/button>/)
  expect(html).toContain('/@id/__x00__walletkit-sandbox-client')

  const tab = await openPage(browser(), { name: 'walletkit-dev-next' })
  const { page } = tab
  await page.goto(dev.url)
  const header = page.getByRole('banner')
  await header.getByRole('heading', { name: 'my-app' }).waitFor({ timeout: 60_000 })
  await page.getByRole('region', { name: 'Wallet requests' }).waitFor({ timeout: 60_000 })

  await header.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Sandbox Wallet/ }).click()
  await walletPanel(page).approve('eth_requestAccounts')
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  const account = page.getByRole('region', { name: 'Account', exact: true })
  await expect
    .poll(() => account.textContent(), { timeout: 10_000 })
    .toMatch(/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/i)
  // The app's kit is pointed at the world: the balance is the local chain's, and nothing left the machine.
  await header.getByRole('button', { name: /10,000(\.0+)? ETH/ }).waitFor({ timeout: 15_000 })

  const signing = page.getByRole('region', { name: 'Sign a message' })
  await signing.getByRole('button', { name: 'Sign message' }).click()
  await walletPanel(page).approve('personal_sign')
  await expect
    .poll(() => signing.getByRole('status').textContent(), { timeout: 10_000 })
    .toMatch(/^Signature: 0x[0-9a-f]{130}$/)
  expect(tab.remoteRequests()).toEqual([])
})
