import { createPublicKey, verify } from 'node:crypto'
import { decodeSs58Address, sandboxPolkadotAccounts } from '@walletkit/fixtures'
import { expect, it } from 'vitest'
import { disconnectAndReload } from './harness/disconnectAndReload.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()

const [alice] = sandboxPolkadotAccounts as [(typeof sandboxPolkadotAccounts)[number]]
const MESSAGE = 'Hello from Your app on Polkadot'

/** Whether an ed25519 signature (hex) of the bytes is by the key of an SS58 address. */
function verifiesFor(address: string, message: Uint8Array, signatureHex: string): boolean {
  const { publicKey } = decodeSs58Address(address)
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, message, key, Buffer.from(signatureHex.replace(/^0x/, ''), 'hex'))
}

it('connects the mock Polkadot extension from Connect and signs a message through the kit, once approved and once rejected', async () => {
  const tab = await openPage(browser(), { name: 'polkadot-wallet' })
  const { page } = tab
  const url = new URL(sandboxUrl())
  url.searchParams.set('namespaces', 'polkadot')
  await gotoPlayground(page, url.href)
  const app = hostApp(page)
  const panel = walletPanel(page)

  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Connect wallet' }).waitFor()
  await dialog.getByRole('button', { name: /Sandbox Polkadot Wallet/ }).click()
  await panel
    .request('polkadot:enable')
    .getByText(/Connect: share a Polkadot account with this site/)
    .waitFor({ timeout: 10_000 })
  await panel.approve('polkadot:enable')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })

  // The account button shows the SS58 address, shortened; the Polkadot card the whole of it.
  const button = app.header.getByRole('button', { name: new RegExp(alice.address.slice(0, 4)) })
  await button.waitFor({ timeout: 10_000 })
  expect(await button.textContent()).toContain(alice.address.slice(-4))
  const card = page.getByRole('region', { name: 'Try it on Polkadot' })
  await card.getByText(alice.address).waitFor()

  await button.click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  // No balance from the extension: the blockchain API's 25 DOT.
  await dialog
    .getByText(/25(\.0+)? DOT/)
    .first()
    .waitFor({ timeout: 10_000 })
  await app.screenshot('polkadot-account')
  // The Send view builds EVM and Solana transfers only: this account sends from its wallet, so Account offers Receive.
  await dialog.getByRole('button', { name: 'Receive' }).waitFor()
  expect(await dialog.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })

  // Approved: the kit's polkadot_signMessage reaches the extension's signRaw with the message in <Bytes>.
  await card.getByRole('button', { name: 'Sign a Polkadot message' }).click()
  await panel.request('polkadot:signRaw').getByText(`Sign message “${MESSAGE}”`).waitFor()
  await panel.approve('polkadot:signRaw')
  const signature =
    (await card.getByRole('status', { name: 'Polkadot signature' }).locator('code').textContent()) ?? ''
  expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
  expect(verifiesFor(alice.address, Buffer.from(`<Bytes>${MESSAGE}</Bytes>`), signature)).toBe(true)
  expect(verifiesFor(alice.address, Buffer.from(MESSAGE), signature)).toBe(false)

  // Rejected: the extension's "Cancelled" reaches the host as the kit's user rejection.
  await card.getByRole('button', { name: 'Sign a Polkadot message' }).click()
  await panel.request('polkadot:signRaw').waitFor()
  await panel.reject('polkadot:signRaw')
  const failure = card.getByRole('status', { name: 'Polkadot signing failed' })
  await expect.poll(() => failure.textContent(), { timeout: 10_000 }).toContain('User rejected the request')
  await panel.empty().waitFor()
  expect(tab.remoteRequests()).toEqual([])
})

it('comes back after a reload with the same Polkadot account and no new request in the panel; after a disconnect, a reload shows Connect', async () => {
  const tab = await openPage(browser(), { name: 'polkadot-wallet-reload' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { params: { namespaces: 'polkadot' } })
  const app = hostApp(page)
  const panel = walletPanel(page)
  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: /Sandbox Polkadot Wallet/ }).click()
  await panel.request('polkadot:enable').waitFor({ timeout: 10_000 })
  await panel.approve('polkadot:enable')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  const button = app.header.getByRole('button', { name: new RegExp(alice.address.slice(0, 4)) })
  await button.waitFor({ timeout: 10_000 })

  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await button.waitFor({ timeout: 10_000 })
  expect(await button.textContent()).toContain(alice.address.slice(-4))
  await page.getByRole('region', { name: 'Try it on Polkadot' }).getByText(alice.address).waitFor()
  await panel.empty().waitFor()
  expect(await panel.region.getByRole('listitem').count()).toBe(0)

  await disconnectAndReload(page, button)
  expect(tab.remoteRequests()).toEqual([])
})
