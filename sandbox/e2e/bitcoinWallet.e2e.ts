import { sandboxBitcoinAccounts, verifyBitcoinMessage } from '@walletkit/fixtures'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { disconnectAndReload } from './harness/disconnectAndReload.js'
import { fetchFromPage } from './harness/fetchFromPage.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
const alice = sandboxBitcoinAccounts[0] ?? { payment: { address: '' }, ordinals: { address: '' } }
const bob = sandboxBitcoinAccounts[1] ?? { payment: { address: '' } }
/** How the kit shows an address that is not EVM: the first 4 and last 6 characters. */
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

/** Connects the Sandbox Bitcoin Wallet from the Connect view, approving `bitcoin:connect` in the panel. */
async function connectBitcoin(page: Page, purposes: string) {
  const app = hostApp(page)
  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Connect wallet' }).waitFor()
  await dialog.getByRole('button', { name: /Sandbox Bitcoin Wallet/ }).click()
  const panel = walletPanel(page)
  await panel
    .request('bitcoin:connect')
    .getByText(`Connect: share the ${purposes} addresses with this site`)
    .waitFor({ timeout: 10_000 })
  await panel.approve('bitcoin:connect')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  return app
}

it('connects the mock Bitcoin wallet with its payment address, signs a message that verifies, sends a transfer, then connects with the ordinals address', async () => {
  const tab = await openPage(browser(), { name: 'bitcoin-wallet' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { params: { namespaces: 'bip122' } })

  const app = await connectBitcoin(page, 'payment and ordinals')
  await expect
    .poll(async () => app.button().textContent(), { timeout: 10_000 })
    .toContain(short(alice.payment.address))
  const card = page.getByRole('region', { name: 'Try Bitcoin' })
  await card.getByText(alice.payment.address).waitFor()

  // Account: the payment address and its 0.5 BTC from the blockchain API (the sandbox ledger).
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByText(short(alice.payment.address)).first().waitFor()
  await dialog
    .getByText(/0\.5\d* BTC/)
    .first()
    .waitFor({ timeout: 10_000 })
  await app.screenshot('bitcoin-account-payment')
  // The Send view builds EVM and Solana transfers only: this account sends from its wallet, so Account offers Receive.
  await dialog.getByRole('button', { name: 'Receive' }).waitFor()
  expect(await dialog.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })

  // Sign a message through the kit's bip122 adapter; the panel asks, and the signature verifies in node.
  await card.getByRole('button', { name: 'Sign a Bitcoin message' }).click()
  const panel = walletPanel(page)
  await panel.request('bitcoin:signMessage').getByText('Sign message “Hello from Your app”').waitFor()
  await panel.approve('bitcoin:signMessage')
  const signature =
    (await card.getByRole('status', { name: 'Bitcoin signature' }).locator('code').textContent()) ?? ''
  expect(signature).toMatch(/^[A-Za-z0-9+/]{87}=$/)
  expect(
    verifyBitcoinMessage({ address: alice.payment.address, message: 'Hello from Your app', signature }),
  ).toBe(true)
  expect(
    verifyBitcoinMessage({ address: alice.payment.address, message: 'Hello from Your ap', signature }),
  ).toBe(false)

  // Send 1,000 sats to Bob: the panel describes it, the wallet answers a txid, the blockchain API's balances move.
  await card.getByRole('button', { name: 'Send 1,000 sats to Bob' }).click()
  await panel
    .request('bitcoin:sendTransfer')
    .getByText(/^Send 0\.00001 BTC to Bob tb1q/)
    .waitFor()
  await panel.approve('bitcoin:sendTransfer')
  const txid = await card
    .getByRole('status', { name: 'Bitcoin transaction id' })
    .locator('code')
    .textContent()
  expect(txid).toMatch(/^[0-9a-f]{64}$/)
  const world = await readSandboxWorld(sandboxUrl())
  const balanceOf = async (address: string) => {
    const caip = `bip122:000000000933ea01ad0ee984209779ba`
    const url = `${world.services.blockchainApiUrl.replace(/\/+$/, '')}/v1/account/${caip}:${address}/balance?chainId=${caip}`
    const { text } = await fetchFromPage(page, url)
    return (JSON.parse(text) as { balances: { quantity: { numeric: string } }[] }).balances[0]?.quantity
      .numeric
  }
  expect(await balanceOf(alice.payment.address)).toBe('0.49999')
  expect(await balanceOf(bob.payment.address)).toBe('0.50001')
  expect(tab.remoteRequests()).toEqual([])

  // The ordinal account type (the host's defaultAccountTypes.bip122): the wallet is asked for ordinals first.
  const second = await openPage(browser(), { name: 'bitcoin-wallet-ordinal' })
  await gotoPlayground(second.page, sandboxUrl(), {
    params: { namespaces: 'bip122', bip122AccountType: 'ordinal' },
  })
  const ordinalApp = await connectBitcoin(second.page, 'ordinals and payment')
  await expect
    .poll(async () => ordinalApp.button().textContent(), { timeout: 10_000 })
    .toContain(short(alice.ordinals.address))
  await second.page.getByRole('region', { name: 'Try Bitcoin' }).getByText(alice.ordinals.address).waitFor()
  await ordinalApp.button().click()
  await ordinalApp.dialog().getByRole('heading', { name: 'Account' }).waitFor()
  await ordinalApp.dialog().getByText(short(alice.ordinals.address)).first().waitFor()
  await ordinalApp.screenshot('bitcoin-account-ordinals')
  expect(second.remoteRequests()).toEqual([])
})

it('comes back after a reload with the same Bitcoin address and no new request in the panel; after a disconnect, a reload shows Connect', async () => {
  const tab = await openPage(browser(), { name: 'bitcoin-wallet-reload' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { params: { namespaces: 'bip122', bip122AccountType: 'ordinal' } })
  const app = await connectBitcoin(page, 'ordinals and payment')
  await expect
    .poll(async () => app.button().textContent(), { timeout: 10_000 })
    .toContain(short(alice.ordinals.address))

  const panel = walletPanel(page)
  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await expect
    .poll(async () => app.button().textContent(), { timeout: 10_000 })
    .toContain(short(alice.ordinals.address))
  await page.getByRole('region', { name: 'Try Bitcoin' }).getByText(alice.ordinals.address).waitFor()
  await panel.empty().waitFor()
  expect(await panel.region.getByRole('listitem').count()).toBe(0)

  await disconnectAndReload(page, app.button())
  expect(tab.remoteRequests()).toEqual([])
})
