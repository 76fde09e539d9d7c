import { createPublicKey, verify } from 'node:crypto'
import { Connection } from '@solana/web3.js'
import { type SandboxWorld, sandboxSolanaAccounts } from '@walletkit/fixtures'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { beforeAll, expect, it } from 'vitest'
import { fromBase58 } from '../src/walletconnect/solanaTestKey.js'
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

const [aliceSol] = sandboxSolanaAccounts as [(typeof sandboxSolanaAccounts)[number]]
const ed25519Key = (address: string) =>
  createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), fromBase58(address)]),
    format: 'der',
    type: 'spki',
  })

/** The header's account button showing the Solana address (`DvKY…`). */
const header = (page: Page, address: string) =>
  page.locator('header.host-header').getByRole('button', { name: new RegExp(address.slice(0, 4)) })

it('connects over WalletConnect with eip155 and solana granted, and signs on both from the host card (a Solana transfer lands)', async () => {
  const solana = world.solana
  if (!solana) throw new Error('The sandbox runs no Solana node')
  const tab = await openPage(browser(), { name: 'walletconnect-solana' })
  const { page, context } = tab
  const playgroundUrl = sandboxUrl()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(playgroundUrl).origin,
  })
  await gotoPlayground(page, playgroundUrl, { params: { namespaces: 'solana' } })
  const app = hostApp(page)
  const panel = walletConnectPanel(page)
  const alice = world.accounts[0]?.address as `0x${string}`
  const before = (await panel.state()).sessions.map((session) => session.topic)

  // Pair through the kit's WalletConnect QR, approve in the panel: the session grants both namespaces.
  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: 'WalletConnect' }).click()
  await dialog.getByRole('img', { name: 'QR code to connect a wallet' }).waitFor({ timeout: 15_000 })
  await panel.pair(await copyWalletConnectUri(page))
  await panel.item('session proposal').waitFor({ timeout: 10_000 })
  await panel.approve('session proposal')
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await expect
    .poll(async () => (await app.button().textContent())?.toLowerCase(), { timeout: 10_000 })
    .toMatch(new RegExp(`${alice.slice(-6).toLowerCase()}|alice\\.eth`))
  const [session, ...others] = (await panel.state()).sessions.filter((live) => !before.includes(live.topic))
  expect(others).toEqual([])
  expect(session?.accounts).toEqual(
    expect.arrayContaining([`eip155:1:${alice}`, `${solana.caipNetworkId}:${aliceSol.address}`]),
  )
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
  await app.screenshot('walletconnect-solana-account')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  // eip155: the host card's message, approved in the panel, verifies for Alice.
  const card = page.getByRole('region', { name: 'Try it' })
  await card.getByRole('button', { name: 'Sign a message' }).click()
  await panel.approve('personal_sign')
  const signature = card.getByRole('status', { name: 'Signature' })
  await expect.poll(() => signature.textContent(), { timeout: 10_000 }).toMatch(/0x[0-9a-f]{130}/)
  const signed = /0x[0-9a-f]{130}/.exec((await signature.textContent()) ?? '')?.[0] as `0x${string}`
  expect(await verifyMessage({ address: alice, message: 'Hello from Your app', signature: signed })).toBe(
    true,
  )

  // The modal's Networks view makes the local Solana network, and so the solana namespace, the active one.
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: world.chains[0]?.name }).click()
  await dialog.getByRole('heading', { name: 'Choose network' }).waitFor()
  await dialog.getByRole('button', { name: 'Solana (local)' }).click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor({ timeout: 10_000 })
  await dialog.getByRole('button', { name: 'Solana (local)' }).waitFor()
  await app.screenshot('walletconnect-solana-active')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await expect
    .poll(async () => (await app.button().textContent())?.toLowerCase(), { timeout: 10_000 })
    .toContain(aliceSol.address.slice(0, 4).toLowerCase())

  // solana: the host card's message goes through the kit's Solana request path (useProvider('solana')) to the
  // session; approved in the panel, it verifies for Alice's Solana key.
  await card.getByRole('button', { name: 'Sign a message' }).click()
  await panel.item('solana_signMessage').waitFor({ timeout: 10_000 })
  await panel.approve('solana_signMessage')
  const solanaSignature = card.getByRole('status', { name: 'Signature', exact: true }).locator('code')
  await solanaSignature.waitFor({ timeout: 10_000 })
  const message = new TextEncoder().encode('Hello from Your app')
  const signedMessage = fromBase58((await solanaSignature.textContent()) ?? '')
  expect(verify(null, message, ed25519Key(aliceSol.address), signedMessage)).toBe(true)

  // solana: the host card's transfer to self, signed and sent by the wallet, lands on the local node.
  await card.getByRole('button', { name: 'Send 0.001 SOL to yourself' }).click()
  await panel.item('solana_signAndSendTransaction').waitFor({ timeout: 10_000 })
  await panel.approve('solana_signAndSendTransaction')
  const sent = card.getByRole('status', { name: 'Transaction signature' }).locator('code')
  await sent.waitFor({ timeout: 10_000 })
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  await expect
    .poll(async () => (await connection.getSignatureStatus((await sent.textContent()) ?? '')).value, {
      timeout: 10_000,
    })
    .toMatchObject({ err: null })

  // After a reload the kept session fills both namespaces again.
  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await app.accountButton().or(header(page, aliceSol.address)).first().waitFor({ timeout: 15_000 })
  // Account offers both accounts, neither asking to connect a wallet.
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  const accounts = dialog.getByRole('group', { name: 'Accounts' })
  await accounts.getByRole('button', { name: /Ethereum/ }).waitFor({ timeout: 10_000 })
  await accounts.getByRole('button', { name: /Solana/ }).waitFor()
  expect(await accounts.getByRole('button', { name: /connect a wallet/ }).count()).toBe(0)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  await app.button().click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await app.connectButton().waitFor({ timeout: 10_000 })
  await expect
    .poll(async () => (await panel.state()).sessions.filter((live) => live.topic === session?.topic), {
      timeout: 10_000,
    })
    .toEqual([])
  // The chains and the Solana node are shared by every e2e file: give Alice her balances back.
  await page.getByRole('button', { name: 'Reset world' }).click()
  await page
    .getByRole('status')
    .getByText(/^World reset at/)
    .waitFor()
  expect(tab.remoteRequests()).toEqual([])
})
