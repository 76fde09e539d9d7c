import type { SandboxChain, SandboxWorld } from '@walletkit/fixtures'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { inEachColorScheme } from './harness/inEachColorScheme.js'
import { openAccountAction } from './harness/openAccountAction.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { rememberedConnection } from './harness/rememberedConnection.js'
import { resetWorld } from './harness/resetWorld.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()
let world: SandboxWorld
let chain: SandboxChain
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
  const first = world.chains[0]
  if (!first?.tokens.some((token) => token.symbol === 'USDC')) throw new Error('The sandbox world lacks USDC')
  chain = first
})
// A purchase changes the shared chain: put the world back for the files that follow.
afterEach(() => resetWorld(sandboxUrl()))

const three = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 })

/** What `address` holds of USDC on the first chain, read from the chain itself, in whole tokens. */
async function usdcOf(address: `0x${string}`): Promise<number> {
  const usdc = chain.tokens.find((token) => token.symbol === 'USDC')
  if (!usdc) throw new Error('No USDC')
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const held = await client.readContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
  return Number(formatUnits(held, usdc.decimals))
}

/** Opens Buy from Account (connecting the sandbox wallet unless the page opened connected), once its form shows. */
async function openBuy(page: Page): Promise<Locator> {
  const dialog = await openAccountAction(page, 'Buy')
  await dialog.getByRole('textbox', { name: 'Amount' }).waitFor({ timeout: 10_000 })
  return dialog
}

it('buys 100 USD of USDC through the provider page: the balance and Activity follow', async () => {
  const tab = await openPage(browser(), { name: 'buy-usdc' })
  const { page, context } = tab
  const alice = world.accounts[0]
  if (!alice) throw new Error('The sandbox world lacks Alice')
  await gotoPlayground(page, sandboxUrl(), { remembered: await rememberedConnection(browser()) })
  const dialog = await openBuy(page)
  const before = await usdcOf(alice.address)

  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100')
  await dialog.getByRole('radio', { name: /^USDC/ }).check()
  const quote = dialog.getByRole('region', { name: 'Quote' })
  await expect.poll(() => quote.textContent(), { timeout: 10_000 }).toMatch(/You get ≈ [\d.,]+ USDC/)
  expect(await quote.textContent()).not.toContain('Estimated')
  const [provider] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Buy with Coinbase' }).click(),
  ])
  await dialog.getByRole('status').filter({ hasText: 'Waiting for your purchase' }).waitFor()

  await provider.getByRole('heading', { name: 'Buy USDC' }).waitFor({ timeout: 10_000 })
  await provider.getByRole('button', { name: 'Pay' }).click()
  await provider.getByText('Payment complete').waitFor({ timeout: 15_000 })
  const after = await usdcOf(alice.address)
  expect(after).toBeGreaterThan(before + 90)
  expect(after).toBeLessThan(before + 100)
  await provider.close()

  // Back in the app (focus returns to it), the kit reloads the balances: the USDC row shows what the chain holds.
  await page.bringToFront()
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await dialog.getByRole('button', { name: 'Back to account' }).click()
  const usdcRow = dialog
    .getByRole('list', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ hasText: 'USDC' })
  const shown = three.format(Math.floor(after * 1000) / 1000)
  await expect.poll(() => usdcRow.textContent(), { timeout: 20_000 }).toContain(shown)

  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const bought = dialog.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Bought' }).first()
  await bought.waitFor({ timeout: 20_000 })
  expect(await bought.textContent()).toContain('USDC')
  expect(tab.remoteRequests()).toEqual([])
})

it('offers the built-in sample list when the options fail, and a mock quote when the quote fails', async () => {
  const tab = await openPage(browser(), { name: 'buy-fallbacks' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), {
    scenario: 'onramp-options-error',
    remembered: await rememberedConnection(browser()),
  })
  const dialog = await openBuy(page)
  await dialog.getByText('Showing sample options').waitFor()
  const tokens = dialog.getByRole('group', { name: 'You buy' }).getByRole('radio')
  expect(
    await tokens.evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent)),
  ).toEqual([expect.stringContaining('USDC'), expect.stringContaining('ETH')])
  const currencies = await dialog
    .getByRole('combobox', { name: 'Currency' })
    .evaluate((select) => [...(select as HTMLSelectElement).options].map((option) => option.value))
  expect(currencies).toEqual(['USD', 'EUR'])
  await tab.close()

  const second = await openPage(browser(), { name: 'buy-mock-quote' })
  await gotoPlayground(second.page, sandboxUrl(), {
    scenario: 'onramp-quote-error',
    remembered: await rememberedConnection(browser()),
  })
  const buy = await openBuy(second.page)
  await buy.getByRole('textbox', { name: 'Amount' }).fill('100')
  const quote = buy.getByRole('region', { name: 'Quote' })
  await expect.poll(() => quote.textContent(), { timeout: 10_000 }).toContain('Estimated')
  expect(await quote.textContent()).toMatch(/You get/)
})

it('hides Buy in a restricted time zone and shows it elsewhere', async () => {
  const restricted = await openPage(browser(), { name: 'buy-restricted', timezoneId: 'Asia/Shanghai' })
  await gotoPlayground(restricted.page, sandboxUrl())
  const app = hostApp(restricted.page)
  await app.connect()
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: 'Receive' }).waitFor()
  expect(await dialog.getByRole('button', { name: 'Buy', exact: true }).count()).toBe(0)
  await restricted.close()

  const elsewhere = await openPage(browser(), { name: 'buy-allowed', timezoneId: 'Europe/Paris' })
  await gotoPlayground(elsewhere.page, sandboxUrl())
  const other = hostApp(elsewhere.page)
  await other.connect()
  await other.button().click()
  await other.dialog().getByRole('button', { name: 'Buy', exact: true }).waitFor()
  await elsewhere.close()

  // The sandbox's own control: the panel's Visitor time zone, applied with a reload, hides Buy the same way.
  const picked = await openPage(browser(), { name: 'buy-panel-zone', timezoneId: 'Europe/Paris' })
  await gotoPlayground(picked.page, sandboxUrl())
  await Promise.all([
    picked.page.waitForURL(/timeZone=Asia%2FShanghai/),
    picked.page
      .getByRole('region', { name: 'Visitor' })
      .getByRole('combobox', { name: 'Time zone' })
      .selectOption('Asia/Shanghai'),
  ])
  await picked.page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  const third = hostApp(picked.page)
  await third.connect()
  await third.button().click()
  await third.dialog().getByRole('button', { name: 'Receive' }).waitFor()
  expect(await third.dialog().getByRole('button', { name: 'Buy', exact: true }).count()).toBe(0)
})

it('has no axe violations on Buy at 360 px, in light and in dark', async () => {
  const tab = await openPage(browser(), { name: 'buy-axe', width: 360 })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { remembered: await rememberedConnection(browser()) })
  const dialog = await openBuy(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100')
  await expect
    .poll(() => dialog.getByRole('region', { name: 'Quote' }).textContent(), { timeout: 10_000 })
    .toMatch(/You get/)
  await inEachColorScheme(page, dialog, async (colorScheme) => {
    expect(await runAxe(page, dialog)).toEqual([])
    await hostApp(page).screenshot(`buy-${colorScheme}-360`)
  })
})
