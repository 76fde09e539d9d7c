import type { SandboxWorld } from '@walletkit/fixtures'
import { verifyMessage } from 'viem'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxFaults } from './harness/sandboxFaults.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { copyWalletConnectUri, walletConnectPanel } from './harness/walletConnectPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})
afterEach(() => sandboxFaults(sandboxUrl()).restoreRelay())

/** Opens the playground, connects Harbor Wallet (the test wallet) over WalletConnect, and returns the session. */
async function connectOverWalletConnect(name: string) {
  const tab = await openPage(browser(), { name })
  const { page, context } = tab
  const playgroundUrl = sandboxUrl()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(playgroundUrl).origin,
  })
  await gotoPlayground(page, playgroundUrl)
  const app = hostApp(page)
  const dialog = app.dialog()
  const panel = walletConnectPanel(page)
  const alice = world.accounts[0]?.address as `0x${string}`
  // Her truncated address, or her name once it has resolved.
  const aliceShown = new RegExp(`${alice.slice(-6).toLowerCase()}|alice\\.eth`)
  const showsAlice = async () => (await app.button().textContent())?.toLowerCase() ?? ''

  await app.connectButton().click()
  await dialog.getByRole('button', { name: 'All wallets' }).click()
  await dialog.getByRole('button', { name: 'Harbor Wallet' }).click()
  await dialog.getByRole('img', { name: 'QR code to connect Harbor Wallet' }).waitFor({ timeout: 15_000 })
  await panel.pair(await copyWalletConnectUri(page))
  await panel.item('session proposal').waitFor({ timeout: 10_000 })
  await panel.approve('session proposal')
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await expect.poll(showsAlice, { timeout: 10_000 }).toMatch(aliceShown)
  const [session] = (await panel.state()).sessions.filter((live) =>
    live.accounts.includes(`eip155:1:${alice}`),
  )
  expect(session).toBeDefined()
  return { tab, page, playgroundUrl, app, dialog, panel, alice, aliceShown, showsAlice, session }
}

it('keeps a WalletConnect session through a relay outage: the account stays, and a signature goes through once the relay is back', async () => {
  const { tab, page, playgroundUrl, app, dialog, panel, alice, aliceShown, showsAlice, session } =
    await connectOverWalletConnect('fault-relay-drop')

  // The fault: the relay goes down; the modal still opens on the account, and closes.
  expect(await sandboxFaults(playgroundUrl).dropRelay()).toEqual({ relay: 'down' })
  await page.waitForTimeout(2_000)
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  expect(await showsAlice()).toMatch(aliceShown)

  // The relay comes back: both sides reconnect on their own and a signature request goes through.
  expect(await sandboxFaults(playgroundUrl).restoreRelay()).toEqual({ relay: 'up' })
  const card = page.getByRole('region', { name: 'Try it' })
  await card.getByRole('button', { name: 'Sign a message' }).click()
  await panel.item('personal_sign').waitFor({ timeout: 30_000 })
  await panel.approve('personal_sign')
  const signature = card.getByRole('status', { name: 'Signature' })
  await expect.poll(() => signature.textContent(), { timeout: 30_000 }).toMatch(/0x[0-9a-f]{130}/)
  const signed = /0x[0-9a-f]{130}/.exec((await signature.textContent()) ?? '')?.[0] as `0x${string}`
  expect(await verifyMessage({ address: alice, message: 'Hello from Your app', signature: signed })).toBe(
    true,
  )

  // Consistent: the same session, the same account, and the modal shows it as before.
  expect((await panel.state()).sessions.map((live) => live.topic)).toContain(session?.topic)
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await app.connectButton().waitFor({ timeout: 10_000 })
  expect(tab.remoteRequests()).toEqual([])
}, 120_000)

it('delivers a signature request made while the relay is down once it is back', async () => {
  const { tab, page, playgroundUrl, app, dialog, panel, alice, aliceShown, showsAlice } =
    await connectOverWalletConnect('fault-relay-drop-request')
  expect(await sandboxFaults(playgroundUrl).dropRelay()).toEqual({ relay: 'down' })
  const card = page.getByRole('region', { name: 'Try it' })
  await card.getByRole('button', { name: 'Sign a message' }).click()
  await page.waitForTimeout(3_000)
  expect(await panel.item('personal_sign').count()).toBe(0)

  expect(await sandboxFaults(playgroundUrl).restoreRelay()).toEqual({ relay: 'up' })
  await panel.item('personal_sign').waitFor({ timeout: 30_000 })
  await panel.approve('personal_sign')
  const signature = card.getByRole('status', { name: 'Signature' })
  await expect.poll(() => signature.textContent(), { timeout: 30_000 }).toMatch(/0x[0-9a-f]{130}/)
  const signed = /0x[0-9a-f]{130}/.exec((await signature.textContent()) ?? '')?.[0] as `0x${string}`
  expect(await verifyMessage({ address: alice, message: 'Hello from Your app', signature: signed })).toBe(
    true,
  )
  expect(await showsAlice()).toMatch(aliceShown)
  await app.button().click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await app.connectButton().waitFor({ timeout: 10_000 })
  expect(tab.remoteRequests()).toEqual([])
}, 120_000)
