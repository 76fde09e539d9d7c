import type { SandboxWorld } from '@walletkit/fixtures'
import { createPublicClient, http, verifyMessage } from 'viem'
import { beforeAll, expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { copyWalletConnectUri, walletConnectPanel } from './harness/walletConnectPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

it('connects a wallet chosen in All Wallets over WalletConnect, signs, sends, survives a reload and disconnects', async () => {
  const tab = await openPage(browser(), { name: 'walletconnect-connect' })
  const { page, context } = tab
  const playgroundUrl = sandboxUrl()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(playgroundUrl).origin,
  })
  await gotoPlayground(page, playgroundUrl)
  const app = hostApp(page)
  const panel = walletConnectPanel(page)
  const alice = world.accounts[0]?.address as `0x${string}`
  const before = (await panel.state()).sessions.map((session) => session.topic)

  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: 'All wallets' }).click()
  await dialog.getByRole('button', { name: 'Harbor Wallet' }).click()
  await dialog.getByRole('img', { name: 'QR code to connect Harbor Wallet' }).waitFor({ timeout: 15_000 })
  await app.screenshot('walletconnect-qr')
  const uri = await copyWalletConnectUri(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

  await panel.pair(uri)
  await panel.item('session proposal').waitFor({ timeout: 10_000 })
  await panel.approve('session proposal')
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await expect
    .poll(async () => (await app.button().textContent())?.toLowerCase(), { timeout: 10_000 })
    .toMatch(new RegExp(`${alice.slice(-6).toLowerCase()}|alice\\.eth`))
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
  await app.screenshot('walletconnect-account')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  const card = page.getByRole('region', { name: 'Try it' })
  await card.getByRole('button', { name: 'Sign a message' }).click()
  await panel.approve('personal_sign')
  const signature = card.getByRole('status', { name: 'Signature' })
  await expect.poll(() => signature.textContent(), { timeout: 10_000 }).toMatch(/0x[0-9a-f]{130}/)
  const signed = /0x[0-9a-f]{130}/.exec((await signature.textContent()) ?? '')?.[0] as `0x${string}`
  expect(await verifyMessage({ address: alice, message: 'Hello from Your app', signature: signed })).toBe(
    true,
  )

  await card.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  await panel.approve('eth_sendTransaction')
  const sent = card.getByRole('status', { name: 'Transaction hash' })
  await expect.poll(() => sent.textContent(), { timeout: 10_000 }).toMatch(/0x[0-9a-f]{64}/)
  const hash = /0x[0-9a-f]{64}/.exec((await sent.textContent()) ?? '')?.[0] as `0x${string}`
  const chain = world.chains[0]
  const client = createPublicClient({ transport: http(chain?.rpcUrl) })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')

  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await expect
    .poll(async () => (await app.button().textContent())?.toLowerCase(), { timeout: 15_000 })
    .toMatch(new RegExp(`${alice.slice(-6).toLowerCase()}|alice\\.eth`))
  const [session, ...others] = (await panel.state()).sessions.filter((live) => !before.includes(live.topic))
  expect(others).toEqual([])
  expect(session?.accounts).toContain(`eip155:1:${alice}`)

  await app.button().click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await app.connectButton().waitFor({ timeout: 10_000 })
  await expect
    .poll(async () => (await panel.state()).sessions.filter((live) => live.topic === session?.topic), {
      timeout: 10_000,
    })
    .toEqual([])
  // The chains are shared by every e2e file: give the next one Alice's 10,000 ETH back.
  await page.getByRole('button', { name: 'Reset world' }).click()
  await page
    .getByRole('status')
    .getByText(/^World reset at/)
    .waitFor()
  expect(tab.remoteRequests()).toEqual([])
})
