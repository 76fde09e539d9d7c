import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { sandboxBitcoinAccounts, sandboxPolkadotAccounts } from '@walletkit/fixtures'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startWalletkitDev, type WalletkitDev } from './cli/startWalletkitDev.js'
import { openPage } from './harness/openPage.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const SCREENS = join(import.meta.dirname, '..', '..', '.artifacts', 'e2e', 'screens')
const SOLANA_ALICE = 'DvKYKbFcpN7pBSNQZPvyWbyZ1ig5CUKpqtDx8ffGFgsq'
const BITCOIN_ALICE = sandboxBitcoinAccounts[0]?.payment.address ?? ''
const POLKADOT_ALICE = sandboxPolkadotAccounts[0]?.address ?? ''
/** How the kit shows an address that is not EVM: the first 4 and last 6 characters. */
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

const browser = startBrowserForFile()
let dev: WalletkitDev
beforeAll(async () => {
  dev = await startWalletkitDev(['--namespaces', 'eip155,solana,bip122,polkadot'])
}, 180_000)
afterAll(() => dev?.stop())

/** Opens Connect from the host's own header button and picks `wallet`. */
async function chooseWallet(page: Page, wallet: RegExp) {
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('heading', { name: 'Connect wallet' }).waitFor()
  await dialog.getByRole('button', { name: wallet }).click()
  return dialog
}

/** Disconnects from the template's Account card; resolves once the header offers Connect again. */
async function disconnect(page: Page) {
  await page
    .getByRole('region', { name: 'Account', exact: true })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).waitFor({ timeout: 10_000 })
}

// The dev server pre-bundles every package the kit and the sandbox load lazily before the first visit: a package
// found only when a view first loads it would make Vite bundle it then and reload the page (it once closed the Solana
// account mid-test here), so the page must not navigate again once loaded.
it('a host scaffolded with Solana, Bitcoin and Polkadot connects each mock wallet under walletkit dev and shows the SOL and BTC balances', async () => {
  const tab = await openPage(browser(), { name: 'walletkit-dev-namespaces' })
  const { page } = tab
  const navigations: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url())
  })
  await page.goto(dev.url)
  const header = page.getByRole('banner')
  await header.getByRole('heading', { name: 'my-app' }).waitFor({ timeout: 30_000 })
  const panel = walletPanel(page)
  await panel.region.waitFor({ timeout: 30_000 })
  const account = page.getByRole('region', { name: 'Account', exact: true })

  // Solana: the wallet asks in the panel; the account is Alice's, her SOL read from the local node.
  let dialog = await chooseWallet(page, /Sandbox Solana Wallet/)
  await panel.request('standard:connect').waitFor({ timeout: 10_000 })
  await panel.approve('standard:connect')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  const solanaButton = header.getByRole('button', { name: short(SOLANA_ALICE) })
  await solanaButton.waitFor({ timeout: 10_000 })
  await expect.poll(() => account.textContent(), { timeout: 10_000 }).toContain(SOLANA_ALICE)
  await solanaButton.click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog
    .getByText(/[1-9][\d,]*(\.\d+)? SOL$/)
    .first()
    .waitFor({ timeout: 10_000 })
  mkdirSync(SCREENS, { recursive: true })
  await page.screenshot({ path: join(SCREENS, 'walletkit-dev-solana.png') })
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await disconnect(page)

  // Bitcoin: the payment and ordinals addresses, shared once approved; 0.5 BTC from the stand-in blockchain API.
  dialog = await chooseWallet(page, /Sandbox Bitcoin Wallet/)
  await panel
    .request('bitcoin:connect')
    .getByText(/Connect: share the .* addresses with this site/)
    .waitFor({ timeout: 10_000 })
  await panel.approve('bitcoin:connect')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  const bitcoinButton = header.getByRole('button', { name: short(BITCOIN_ALICE) })
  await bitcoinButton.waitFor({ timeout: 10_000 })
  await expect.poll(() => account.textContent(), { timeout: 10_000 }).toContain(BITCOIN_ALICE)
  await bitcoinButton.click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog
    .getByText(/0\.5\d* BTC/)
    .first()
    .waitFor({ timeout: 10_000 })
  // The scaffolded config shows balances on the namespaces of its networks: Bitcoin's tokens, not "unavailable".
  await dialog
    .getByRole('list', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ hasText: 'BTC' })
    .waitFor({ timeout: 10_000 })
  expect(await dialog.getByText('Token Balance Unavailable').count()).toBe(0)
  await page.screenshot({ path: join(SCREENS, 'walletkit-dev-bitcoin.png') })
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await disconnect(page)

  // Polkadot: the mock extension asks once. The scaffolded adapter names no extensions, so the kit lists it by its
  // injectedWeb3 key (the playground's own kit names it "Sandbox Polkadot Wallet").
  dialog = await chooseWallet(page, /sandbox-polkadot/)
  await panel
    .request('polkadot:enable')
    .getByText(/Connect: share a Polkadot account with this site/)
    .waitFor({ timeout: 10_000 })
  await panel.approve('polkadot:enable')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  // The button shows the DOT balance before the address now that the config shows Polkadot balances.
  const polkadotButton = header.getByRole('button', { name: short(POLKADOT_ALICE) })
  await polkadotButton.waitFor({ timeout: 10_000 })
  await expect
    .poll(() => account.textContent(), { timeout: 10_000 })
    .toMatch(/polkadot:91b171bb158e2d3848fa23a9f1c25182/)
  await polkadotButton.click()
  // Account opens on the Polkadot account with its DOT from the stand-in API (the config shows Polkadot balances).
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: 'Receive' }).waitFor()
  await dialog
    .getByText(/\d[\d,]*(\.\d+)? DOT/)
    .first()
    .waitFor({ timeout: 10_000 })
  await page.screenshot({ path: join(SCREENS, 'walletkit-dev-polkadot.png') })

  expect(navigations).toEqual([new URL(dev.url).href])
  expect(tab.remoteRequests()).toEqual([])
})
