import type { SandboxChain, SandboxToken, SandboxWorld } from '@walletkit/fixtures'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { startSandbox } from '../src/startSandbox.js'
import { fillSwap } from './harness/fillSwap.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { inEachColorScheme } from './harness/inEachColorScheme.js'
import { openAccountAction } from './harness/openAccountAction.js'
import { openPage } from './harness/openPage.js'
import { readRouterQuote } from './harness/readRouterQuote.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { rememberedConnection } from './harness/rememberedConnection.js'
import { resetWorld } from './harness/resetWorld.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
let chain: SandboxChain
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
  const first = world.chains[0]
  if (!first?.swapRouter || first.tokens.length < 2) throw new Error('The sandbox world lacks a swap router')
  chain = first
})
// A swap changes the shared chain: put the world back for the tests and files that follow.
afterEach(() => resetWorld(sandboxUrl()))

const client = () => createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
const token = (symbol: string): SandboxToken => {
  const found = chain.tokens.find((candidate) => candidate.symbol === symbol)
  if (!found) throw new Error(`The sandbox world lacks ${symbol}`)
  return found
}
const alice = () => {
  const first = world.accounts[0]
  if (!first) throw new Error('The sandbox world lacks Alice')
  return first.address
}

/** What the account holds of a token (or the native coin), in base units, read from the chain. */
async function held(symbol: string): Promise<bigint> {
  if (symbol === chain.nativeSymbol) return client().getBalance({ address: alice() })
  return client().readContract({
    address: token(symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [alice()],
  })
}

it('swaps 100 USDC to WKT: approve, swap, and the balances move by exactly the quote on the chain and in Account', async () => {
  const tab = await openPage(browser(), { name: 'swap-usdc-wkt' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { remembered: await rememberedConnection(browser()) })
  const dialog = await openAccountAction(page, 'Swap')
  const amount = parseUnits('100', token('USDC').decimals)
  const expected = await readRouterQuote(chain, { from: 'USDC', to: 'WKT', amount })
  const [usdcBefore, wktBefore] = [await held('USDC'), await held('WKT')]

  await fillSwap(dialog, { sell: 'USDC', buy: 'WKT', amount: '100' })
  const action = dialog.getByRole('button', { name: 'Approve USDC' })
  await action.waitFor({ timeout: 10_000 })
  const details = dialog.getByLabel('Swap details')
  await expect.poll(() => details.textContent(), { timeout: 10_000 }).toMatch(/Minimum received/)
  expect(await details.textContent()).toMatch(/1 USDC = 0\.39\d* WKT/)
  await action.click()
  await walletPanel(page).approve('eth_sendTransaction')
  await dialog.getByText('Confirm the swap in your wallet').waitFor({ timeout: 20_000 })
  await walletPanel(page).approve('eth_sendTransaction')
  await dialog.getByRole('heading', { name: 'Swap complete' }).waitFor({ timeout: 20_000 })

  expect(await held('USDC')).toBe(usdcBefore - amount)
  expect(await held('WKT')).toBe(wktBefore + expected)
  await dialog.getByRole('button', { name: 'Done' }).click()
  const wktRow = dialog.getByRole('list', { name: 'Tokens' }).getByRole('listitem').filter({ hasText: 'WKT' })
  const whole = Number((wktBefore + expected) / 10n ** 15n) / 1000
  const shown = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3 }).format(whole)
  await expect.poll(() => wktRow.textContent(), { timeout: 15_000 }).toContain(shown)
  expect(tab.remoteRequests()).toEqual([])
})

it('swaps the native coin to USDC without an approval', async () => {
  const tab = await openPage(browser(), { name: 'swap-native-usdc' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { remembered: await rememberedConnection(browser()) })
  const dialog = await openAccountAction(page, 'Swap')
  const amount = parseUnits('0.5', 18)
  const expected = await readRouterQuote(chain, { from: chain.nativeSymbol, to: 'USDC', amount })
  const usdcBefore = await held('USDC')

  await fillSwap(dialog, { sell: chain.nativeSymbol, buy: 'USDC', amount: '0.5' })
  await dialog.getByRole('button', { name: 'Swap', exact: true }).last().click()
  await walletPanel(page).approve('eth_sendTransaction')
  await dialog.getByRole('heading', { name: 'Swap complete' }).waitFor({ timeout: 20_000 })
  expect(await held('USDC')).toBe(usdcBefore + expected)
})

it('ends a rejected approval in a clear state whose Try again works', async () => {
  const tab = await openPage(browser(), { name: 'swap-rejected' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { remembered: await rememberedConnection(browser()) })
  const dialog = await openAccountAction(page, 'Swap')
  await fillSwap(dialog, { sell: 'USDC', buy: 'WKT', amount: '10' })
  await dialog.getByRole('button', { name: 'Approve USDC' }).click()
  await walletPanel(page).reject('eth_sendTransaction')
  await dialog.getByRole('alert').filter({ hasText: 'You rejected the request in your wallet' }).waitFor()
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await walletPanel(page).approve('eth_sendTransaction')
  await dialog.getByText('Confirm the swap in your wallet').waitFor({ timeout: 20_000 })
  await walletPanel(page).approve('eth_sendTransaction')
  await dialog.getByRole('heading', { name: 'Swap complete' }).waitFor({ timeout: 20_000 })
})

it('reports a swap reverted on chain, and Try again swaps once the venue accepts it', async () => {
  const tab = await openPage(browser(), { name: 'swap-reverted' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), {
    scenario: 'convert-build-reverts',
    remembered: await rememberedConnection(browser()),
  })
  const dialog = await openAccountAction(page, 'Swap')
  const wktBefore = await held('WKT')
  await fillSwap(dialog, { sell: chain.nativeSymbol, buy: 'WKT', amount: '0.1' })
  await dialog.getByRole('button', { name: 'Swap', exact: true }).last().click()
  await walletPanel(page)
    .approve('eth_sendTransaction')
    .catch(() => undefined)
  await dialog.getByRole('alert').filter({ hasText: 'The swap failed on chain' }).waitFor({ timeout: 20_000 })
  expect(await held('WKT')).toBe(wktBefore)

  // The developer switches the scenario off in the panel; the visitor's retry re-quotes and goes through.
  await page
    .getByRole('region', { name: 'Scenario' })
    .getByRole('combobox', { name: 'Active scenario' })
    .selectOption({ label: 'None (happy path)' })
  // Try again fetches a fresh quote and offers the swap again.
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await dialog.getByRole('button', { name: 'Swap', exact: true }).last().click()
  await walletPanel(page).approve('eth_sendTransaction')
  await dialog.getByRole('heading', { name: 'Swap complete' }).waitFor({ timeout: 20_000 })
  expect(await held('WKT')).toBeGreaterThan(wktBefore)
})

it('shows a quote failure with a Retry that works once the service answers', async () => {
  const tab = await openPage(browser(), { name: 'swap-quote-500' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), {
    scenario: 'convert-quotes-500',
    remembered: await rememberedConnection(browser()),
  })
  const dialog = await openAccountAction(page, 'Swap')
  await fillSwap(dialog, { sell: 'USDC', buy: 'WKT', amount: '10' })
  const failure = dialog.getByRole('alert').filter({ hasText: /Couldn.t get a quote/ })
  await failure.waitFor({ timeout: 10_000 })
  expect(await failure.textContent()).toContain('HTTP status code: 500')
  await page
    .getByRole('region', { name: 'Scenario' })
    .getByRole('combobox', { name: 'Active scenario' })
    .selectOption({ label: 'None (happy path)' })
  await dialog.getByRole('button', { name: 'Retry' }).click()
  await dialog.getByRole('button', { name: 'Approve USDC' }).waitFor({ timeout: 10_000 })
})

it('has no axe violations on Swap, its preview and its token list at 360 px, in light and in dark', async () => {
  const tab = await openPage(browser(), { name: 'swap-axe', width: 360 })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { remembered: await rememberedConnection(browser()) })
  const dialog = await openAccountAction(page, 'Swap')
  const app = hostApp(page)
  const axeInEachScheme = (screen: string) =>
    inEachColorScheme(page, dialog, async (colorScheme) => {
      expect(await runAxe(page, dialog)).toEqual([])
      await app.screenshot(`${screen}-${colorScheme}-360`)
    })
  await axeInEachScheme('swap')
  await dialog.getByRole('button', { name: /^(Select token to buy|Buy token)/ }).click()
  await dialog.getByRole('heading', { name: 'Select a token to buy' }).waitFor()
  await axeInEachScheme('swap-tokens')
  await dialog.getByRole('button', { name: 'Back to swap' }).click()
  await fillSwap(dialog, { sell: 'USDC', buy: 'WKT', amount: '100' })
  await dialog.getByLabel('Swap details').waitFor({ timeout: 10_000 })
  await dialog.getByRole('button', { name: 'Approve USDC' }).waitFor({ timeout: 10_000 })
  await axeInEachScheme('swap-preview')
})

it('hides Swap on a network the swap service does not serve, and keeps Receive and Send', async () => {
  // A world of one local chain with anvil's own id 31337, which is none of the 12 swap networks.
  const elsewhere = await startSandbox({ chainIds: [31_337], kit: 'package', namespaces: ['eip155'] })
  try {
    const tab = await openPage(browser(), { name: 'swap-unsupported-network' })
    await gotoPlayground(tab.page, elsewhere.url)
    const app = hostApp(tab.page)
    await app.connect()
    await app.button().click()
    const dialog = app.dialog()
    await dialog.getByRole('button', { name: 'Receive' }).waitFor({ timeout: 10_000 })
    await dialog.getByRole('button', { name: 'Send' }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0)
    await tab.close()
  } finally {
    await elsewhere.stop()
  }
}, 120_000)
