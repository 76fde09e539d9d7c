import { createPublicKey, verify } from 'node:crypto'
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { SandboxSolana } from '@walletkit/fixtures'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { disconnectAndReload } from './harness/disconnectAndReload.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { HarnessError } from './harness/HarnessError.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { resetWorld } from './harness/resetWorld.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
const ALICE = 'DvKYKbFcpN7pBSNQZPvyWbyZ1ig5CUKpqtDx8ffGFgsq'
const BOB = 'HPyGHwfdqmcWaC5YoQwHum5TUBhJxfZJDicpqqVCK5EJ'

let solana: SandboxSolana
beforeAll(async () => {
  const world = await readSandboxWorld(sandboxUrl())
  if (!world.solana) throw new HarnessError('The sandbox world runs no Solana node')
  solana = world.solana
})
// The sends change the shared Solana node: the files that follow find it as it was.
afterAll(() => resetWorld(sandboxUrl()))

/** What `owner` holds on the node: SOL and the fixture USDC, as decimal numbers. */
async function holdings(owner: string): Promise<{ sol: number; usdc: number }> {
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const key = new PublicKey(owner)
  const [lamports, accounts] = await Promise.all([
    connection.getBalance(key),
    connection.getParsedTokenAccountsByOwner(key, { mint: new PublicKey(solana.mint.address) }),
  ])
  const usdc = accounts.value.reduce(
    (sum, { account }) => sum + Number(account.data.parsed.info.tokenAmount.uiAmountString),
    0,
  )
  return { sol: lamports / LAMPORTS_PER_SOL, usdc }
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** A base58 text's bytes (a 64-byte signature here). */
function decodeBase58(text: string, size: number): Buffer {
  let value = 0n
  for (const character of text) value = value * 58n + BigInt(BASE58.indexOf(character))
  return Buffer.from(value.toString(16).padStart(size * 2, '0'), 'hex')
}

/** Verifies a base58 ed25519 signature of `text` by the base58 public key `signer`, in node. */
function verifies(text: string, signature: string, signer: string): boolean {
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    new PublicKey(signer).toBuffer(),
  ])
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' })
  return verify(null, Buffer.from(text), key, decodeBase58(signature, 64))
}

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const three = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  roundingMode: 'trunc',
})

const tokenRow = (dialog: Locator, symbol: string) =>
  dialog
    .getByRole('list', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ hasText: ` ${symbol}` })

async function connectSolana(page: Page) {
  const app = hostApp(page)
  await app.connectButton().click()
  await app
    .dialog()
    .getByRole('button', { name: /Sandbox Solana Wallet/ })
    .click()
  await walletPanel(page).approve('standard:connect')
  await app.dialog().waitFor({ state: 'detached', timeout: 10_000 })
  await app.header.getByRole('button', { name: /DvKY/ }).waitFor({ timeout: 10_000 })
  return app
}

async function sendFromModal(dialog: Locator, { symbol, amount }: { symbol: string; amount: string }) {
  await dialog.getByRole('button', { name: 'Send' }).click()
  await dialog.getByRole('heading', { name: 'Send' }).waitFor()
  if (symbol !== 'SOL') {
    await dialog.getByRole('button', { name: 'Token: SOL' }).click()
    await dialog
      .getByRole('list', { name: 'Select a token to send' })
      .getByRole('button', { name: new RegExp(`^${symbol} `) })
      .click()
  }
  await dialog.getByLabel('Amount', { exact: true }).fill(amount)
  await dialog.getByLabel('To', { exact: true }).fill(BOB)
}

it('connects the Sandbox Solana Wallet, signs from the host card, and sends SOL and USDC to Bob from Account', async () => {
  const tab = await openPage(browser(), { name: 'solana-account' })
  const { page } = tab
  await gotoPlayground(page, `${sandboxUrl()}?namespaces=solana`)
  const app = await connectSolana(page)
  const panel = walletPanel(page)
  const card = page.getByRole('region', { name: 'Try it' })

  // The host card's small transfer to self, signed and sent by the wallet: its base58 signature is on the node.
  await card.getByRole('button', { name: 'Send 0.001 SOL to yourself' }).click()
  await panel.request('solana:signAndSendTransaction').waitFor()
  await panel.approve('solana:signAndSendTransaction')
  const sent = card.getByRole('status', { name: 'Transaction signature' }).locator('code')
  await sent.waitFor({ timeout: 10_000 })
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const status = await connection.getSignatureStatus((await sent.textContent()) ?? '')
  expect(status.value?.err).toBeNull()
  const before = { alice: await holdings(ALICE), bob: await holdings(BOB) }

  // The host card signs through the kit's request path; a refusal shows, and a retry signs.
  await card.getByRole('button', { name: 'Sign a message' }).click()
  await panel.request('solana:signMessage').getByText('Sign message “Hello from Your app”').waitFor()
  await panel.reject('solana:signMessage')
  await card.getByRole('status', { name: 'Failed' }).waitFor({ timeout: 10_000 })
  await card.getByRole('button', { name: 'Sign a message' }).click()
  await panel.approve('solana:signMessage')
  const signature = card.getByRole('status', { name: 'Signature', exact: true }).locator('code')
  await signature.waitFor({ timeout: 10_000 })
  const signed = (await signature.textContent()) ?? ''
  expect(signed).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  expect(verifies('Hello from Your app', signed, ALICE)).toBe(true)
  expect(verifies('Hello from another app', signed, ALICE)).toBe(false)

  // Account: SOL and USDC from the node, priced, with their total.
  await app.button().filter({ hasText: /DvKY/ }).click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await expect
    .poll(() => tokenRow(dialog, 'USDC').first().textContent(), { timeout: 15_000 })
    .toContain('1,000.000 USDC')
  expect(await tokenRow(dialog, 'SOL').first().textContent()).toContain('SOL')
  await expect
    .poll(() => dialog.locator('p', { hasText: 'Total balance' }).textContent(), { timeout: 10_000 })
    .toBe(`Total balance $${usd.format(before.alice.sol * 150 + before.alice.usdc)}`)
  await app.screenshot('solana-account-tokens')
  // axe in the light theme before the dark screenshot: right after a theme switch, colours are still changing.
  expect(await runAxe(page, dialog)).toEqual([])
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot('solana-account-tokens-dark')
  await page.emulateMedia({ colorScheme: 'light' })

  // Send 0.5 SOL to Bob: an EVM receiver is refused first, the preview shows the fee in SOL.
  await sendFromModal(dialog, { symbol: 'SOL', amount: '0.5' })
  const to = dialog.getByLabel('To', { exact: true })
  await to.fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  await to.press('Tab')
  await dialog.getByText('Please enter a valid amount and receiver address').waitFor()
  await to.fill(BOB)
  await app.screenshot('solana-send')
  // axe in the light theme before the dark screenshot: right after a theme switch, colours are still changing.
  expect(await runAxe(page, dialog)).toEqual([])
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot('solana-send-dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  const summary = dialog.getByRole('definition')
  await expect.poll(() => summary.allTextContents()).toContain('0.5 SOL')
  await expect.poll(() => summary.last().textContent(), { timeout: 10_000 }).toBe('< 0.001 SOL')
  expect(await summary.nth(1).textContent()).toBe(BOB)
  await app.screenshot('solana-send-preview')
  expect(await runAxe(page, dialog)).toEqual([])
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await panel.approve('solana:signAndSendTransaction')
  await dialog.getByText('Transaction started').waitFor({ timeout: 10_000 })
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  const newest = dialog.getByRole('tabpanel').getByRole('listitem').first()
  await expect.poll(() => newest.textContent(), { timeout: 15_000 }).toMatch(/Sent.*-0\.500 SOL/)
  await app.screenshot('solana-account-activity')

  // Send 12.5 USDC to Bob, whose token account exists already.
  await sendFromModal(dialog, { symbol: 'USDC', amount: '12.5' })
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect.poll(() => summary.allTextContents()).toContain('12.5 USDC')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await panel.approve('solana:signAndSendTransaction')
  await dialog.getByText('Transaction started').waitFor({ timeout: 10_000 })
  await expect.poll(() => newest.textContent(), { timeout: 15_000 }).toMatch(/Sent.*-12\.500 USDC/)

  // Alice's balances follow in Account; Bob's on the node.
  await dialog.getByRole('tab', { name: 'Tokens' }).click()
  await expect
    .poll(() => tokenRow(dialog, 'USDC').first().textContent(), { timeout: 15_000 })
    .toContain('987.500 USDC')
  const after = { alice: await holdings(ALICE), bob: await holdings(BOB) }
  expect(after.bob.sol - before.bob.sol).toBeCloseTo(0.5, 9)
  expect(after.bob.usdc - before.bob.usdc).toBeCloseTo(12.5, 6)
  expect(before.alice.usdc - after.alice.usdc).toBeCloseTo(12.5, 6)
  // 0.5 SOL and two network fees of 5,000 lamports.
  expect(before.alice.sol - after.alice.sol).toBeCloseTo(0.50001, 9)
  await expect
    .poll(() => tokenRow(dialog, 'SOL').first().textContent(), { timeout: 15_000 })
    .toContain(`${three.format(after.alice.sol)} SOL`)
  expect(tab.remoteRequests()).toEqual([])
}, 180_000)

it('shows "Failed to send transaction. Please try again." when the send is refused in the wallet', async () => {
  const tab = await openPage(browser(), { name: 'solana-account-refused' })
  const { page } = tab
  await gotoPlayground(page, `${sandboxUrl()}?namespaces=solana`)
  const app = await connectSolana(page)
  await app.button().filter({ hasText: /DvKY/ }).click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await sendFromModal(dialog, { symbol: 'SOL', amount: '0.25' })
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await walletPanel(page).reject('solana:signAndSendTransaction')
  await dialog.getByText('Failed to send transaction. Please try again.').waitFor({ timeout: 10_000 })
  // Back on the preview, ready to try again.
  await dialog.getByRole('button', { name: 'Send', exact: true }).waitFor()
})

it('comes back after a reload with the same Solana account and no new request in the panel; after a disconnect, a reload shows Connect', async () => {
  const tab = await openPage(browser(), { name: 'solana-account-reload' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { params: { namespaces: 'solana' } })
  const app = await connectSolana(page)
  const panel = walletPanel(page)
  const button = app.header.getByRole('button', { name: /DvKY/ })

  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await button.waitFor({ timeout: 10_000 })
  expect(await button.textContent()).toContain(ALICE.slice(-6))
  await panel.empty().waitFor()
  expect(await panel.region.getByRole('listitem').count()).toBe(0)

  await disconnectAndReload(page, button)
  expect(tab.remoteRequests()).toEqual([])
})
