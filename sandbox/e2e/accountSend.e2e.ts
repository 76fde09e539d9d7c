import type { SandboxChain } from '@walletkit/fixtures'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, createTestClient, erc20Abi, formatUnits, http } from 'viem'
import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { rememberedConnection } from './harness/rememberedConnection.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { startSendWorldForFile } from './harness/startSendWorldForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
const sendWorld = startSendWorldForFile()

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
// Every token quantity is floored to 3 decimals (spec 5), read here from the exact decimal text.
const three = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  roundingMode: 'trunc',
})
const floored = (decimal: string | undefined) => three.format((decimal ?? '0') as `${number}`)

/** What Alice holds on the first chain, read from the chain itself: symbol → decimal quantity. */
async function holdings(chain: SandboxChain, address: `0x${string}`): Promise<Map<string, string>> {
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const result = new Map([[chain.nativeSymbol, formatUnits(await client.getBalance({ address }), 18)]])
  for (const token of chain.tokens) {
    const held = await client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
    result.set(token.symbol, formatUnits(held, token.decimals))
  }
  return result
}

function expectedTotal(chain: SandboxChain, held: Map<string, string>): string {
  let total = Number(held.get(chain.nativeSymbol)) * chain.nativePriceUsd
  for (const token of chain.tokens) total += Number(held.get(token.symbol) ?? 0) * token.priceUsd
  return `$${usd.format(total)}`
}

const tokenRow = (dialog: Locator, name: string) =>
  dialog.getByRole('list', { name: 'Tokens' }).getByRole('listitem').filter({ hasText: name })

/** Opens Account on a page that opened connected (gotoPlayground's `remembered`). */
async function openAccount(page: Page) {
  const app = hostApp(page)
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  return { app, dialog }
}

it('shows native and ERC-20 balances with their total, sends 1.5 WKT to Bob, and Tokens and Activity follow', async () => {
  const tab = await openPage(browser(), { name: 'account-send' })
  const { page } = tab
  const { chain, alice, bob } = sendWorld()
  if (!chain.tokens.some((token) => token.symbol === 'WKT')) throw new Error('The sandbox world lacks WKT')
  await gotoPlayground(page, sandboxUrl(), { remembered: await rememberedConnection(browser()) })
  const { app, dialog } = await openAccount(page)

  const before = await holdings(chain, alice.address)
  const total = dialog.locator('p', { hasText: 'Total balance' })
  await expect
    .poll(() => total.textContent(), { timeout: 10_000 })
    .toBe(`Total balance ${expectedTotal(chain, before)}`)
  for (const symbol of [chain.nativeSymbol, ...chain.tokens.map((token) => token.symbol)])
    expect(await tokenRow(dialog, ` ${symbol}`).first().textContent()).toContain(
      `${floored(before.get(symbol))} ${symbol}`,
    )
  await app.screenshot('account-tokens')
  expect(await runAxe(page, dialog)).toEqual([])

  await dialog.getByRole('button', { name: 'Send' }).click()
  await dialog.getByRole('heading', { name: 'Send' }).waitFor()
  // Preview send waits for a valid form; spec 5's message shows under the field left invalid, tied to it.
  const preview = dialog.getByRole('button', { name: 'Preview send' })
  expect(await preview.isDisabled()).toBe(true)
  const amount = dialog.getByLabel('Amount', { exact: true })
  const to = dialog.getByLabel('To', { exact: true })
  await amount.fill('1.5')
  await to.fill('0x1234')
  await to.press('Tab')
  const toMessage = dialog.locator(`#${await to.getAttribute('aria-describedby')}`)
  expect(await toMessage.textContent()).toBe('Please enter a valid amount and receiver address')
  expect(await toMessage.getAttribute('role')).toBe('alert')
  expect(await preview.isDisabled()).toBe(true)
  await app.screenshot('wallet-send-invalid-receiver')
  await to.fill(bob.address)
  await amount.fill('')
  await amount.press('Tab')
  const amountMessage = dialog.getByRole('alert')
  expect(await amountMessage.textContent()).toBe('Please enter a valid amount and receiver address')
  expect(await amount.getAttribute('aria-describedby')).toContain(await amountMessage.getAttribute('id'))
  expect(await preview.isDisabled()).toBe(true)

  // The token list: the balances with their images, the one picked marked; the keyboard moves through it.
  await dialog.getByRole('button', { name: `Token: ${chain.nativeSymbol}` }).click()
  const tokens = dialog.getByRole('list', { name: 'Select a token to send' })
  await tokens.getByRole('button', { name: /^WKT / }).waitFor()
  await app.screenshot('wallet-send-token-picker')
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot('wallet-send-token-picker-dark')
  await page.emulateMedia({ colorScheme: 'light' })
  expect(await runAxe(page, dialog)).toEqual([])
  // Down from the search enters the list and moves through it; Enter picks.
  const names = await tokens
    .getByRole('button')
    .evaluateAll((options) => options.map((option) => option.textContent))
  const wkt = names.findIndex((name) => name?.includes('WKT'))
  await dialog.getByRole('searchbox', { name: 'Search tokens' }).focus()
  for (let step = 0; step <= wkt; step++) await page.keyboard.press('ArrowDown')
  const wktOption = tokens.getByRole('button', { name: /^WKT / })
  expect(await wktOption.evaluate((option) => option === document.activeElement)).toBe(true)
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: 'Token: WKT' }).waitFor()
  await amount.fill('1.5')
  expect(await preview.isDisabled()).toBe(false)
  await app.screenshot('wallet-send')
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot('wallet-send-dark')
  await page.emulateMedia({ colorScheme: 'light' })
  const viewport = page.viewportSize()
  await page.setViewportSize({ width: 320, height: viewport?.height ?? 800 })
  await app.screenshot('wallet-send-320')
  if (viewport) await page.setViewportSize(viewport)
  expect(await runAxe(page, dialog)).toEqual([])
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  const summary = dialog.getByRole('definition')
  // The preview shows the exact amount in the token's units (DESIGN "Trust"), not 3 decimals.
  await expect.poll(() => summary.allTextContents()).toContain('1.5 WKT')
  await expect
    .poll(() => summary.last().textContent(), { timeout: 10_000 })
    .toMatch(/^(~|< )\d[\d,]*\.\d{3} ETH$/)
  // The full checksummed receiver, not a shortened one.
  expect(await summary.nth(1).textContent()).toBe(bob.address)
  await app.screenshot('wallet-send-preview')
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot('wallet-send-preview-dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  // While the wallet asks, the button says so on one line.
  const confirm = dialog.getByRole('button', { name: 'Confirm in wallet' })
  await confirm.waitFor()
  const lines = await confirm.evaluate((button) => {
    const text = [...button.childNodes].find((node) => node.textContent?.includes('Confirm in wallet'))
    if (!text) return 0
    const range = document.createRange()
    range.selectNodeContents(text)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })
  expect(lines).toBe(1)
  await app.screenshot('wallet-send-confirm-in-wallet')
  await page.setViewportSize({ width: 320, height: viewport?.height ?? 800 })
  expect(await confirm.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true)
  await app.screenshot('wallet-send-confirm-in-wallet-320')
  if (viewport) await page.setViewportSize(viewport)
  await walletPanel(page).approve('eth_sendTransaction')

  await dialog.getByText('Transaction started').waitFor({ timeout: 10_000 })
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  const newest = dialog.getByRole('tabpanel').getByRole('listitem').first()
  await expect
    .poll(() => newest.textContent(), { timeout: 15_000 })
    .toMatch(/^Sent Confirmedto 0x70…dc79C8-1\.500 WKT/)
  await app.screenshot('account-activity-after-send')

  const after = await holdings(chain, alice.address)
  expect(Number(before.get('WKT')) - Number(after.get('WKT'))).toBeCloseTo(1.5, 9)
  expect(Number((await holdings(chain, bob.address)).get('WKT'))).toBeGreaterThan(0)
  await dialog.getByRole('tab', { name: 'Tokens' }).click()
  await expect
    .poll(() => tokenRow(dialog, ' WKT').first().textContent(), { timeout: 15_000 })
    .toContain(`${floored(after.get('WKT'))} WKT`)
  expect(tab.remoteRequests()).toEqual([])
})

it('keeps a sent transaction as pending across a reload, until it is mined', async () => {
  const tab = await openPage(browser(), { name: 'account-send-pending' })
  const { page } = tab
  const { chain, bob } = sendWorld()
  const anvil = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl, { retryCount: 0 }) })
  await gotoPlayground(page, sandboxUrl(), { remembered: await rememberedConnection(browser()) })
  const { app, dialog } = await openAccount(page)
  await dialog.locator('p', { hasText: 'Total balance' }).waitFor({ timeout: 10_000 })
  // The chain stops mining on its own, so the transaction stays pending while the page reloads.
  await anvil.setAutomine(false)
  try {
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByRole('button', { name: `Token: ${chain.nativeSymbol}` }).click()
    await dialog
      .getByRole('list', { name: 'Select a token to send' })
      .getByRole('button', { name: /^USDC / })
      .click()
    await dialog.getByLabel('Amount', { exact: true }).fill('2')
    await dialog.getByLabel('To', { exact: true }).fill(bob.address)
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await walletPanel(page).approve('eth_sendTransaction')
    const pending = dialog.getByRole('list', { name: 'Pending transactions' })
    await expect
      .poll(() => pending.textContent(), { timeout: 10_000 })
      .toMatch(/Sending Pending.*-2\.000 USDC/)

    await page.reload()
    await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
    await app
      .button()
      .filter({ hasText: /0x|\.eth/ })
      .waitFor({ timeout: 10_000 })
    await app.button().click()
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await expect
      .poll(() => pending.textContent(), { timeout: 10_000 })
      .toMatch(/Sending Pending.*-2\.000 USDC/)
    await app.screenshot('account-activity-pending')

    await anvil.mine({ blocks: 1 })
    await pending.waitFor({ state: 'detached', timeout: 10_000 })
    // The history lists it once the stand-in's indexer has read the new block (the kit asks again every 4 s).
    const newest = dialog.getByRole('tabpanel').getByRole('listitem').first()
    await expect
      .poll(() => newest.textContent(), { timeout: 15_000 })
      .toMatch(/^Sent Confirmed.*-2\.000 USDC/)
  } finally {
    await anvil.setAutomine(true)
  }
  expect(tab.remoteRequests()).toEqual([])
})
