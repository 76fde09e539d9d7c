import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { SandboxWorld } from '@walletkit/fixtures'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { afterEach, beforeAll, expect, it, onTestFinished } from 'vitest'
import { fetchFromPage } from './harness/fetchFromPage.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { resetWorld } from './harness/resetWorld.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const SCREENS = join(import.meta.dirname, '..', '..', '.artifacts', 'e2e', 'screens')

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})
// A purchase changes the shared chains: put the world back for the files that follow.
afterEach(() => resetWorld(sandboxUrl()))

it("buys 100 USD of USDC on the fake provider's page: the wallet receives it on chain, the history lists it as onramp", async () => {
  const chain = world.chains[0]
  const usdc = chain?.tokens.find((token) => token.symbol === 'USDC')
  const dave = world.accounts[3]?.address
  if (!chain || !usdc || !dave) throw new Error('The sandbox world lacks a chain, USDC or Dave')
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const usdcOf = async () =>
    formatUnits(
      await client.readContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [dave],
      }),
      usdc.decimals,
    )
  const api = world.services.blockchainApiUrl
  const tab = await openPage(browser(), { name: 'onramp-page' })
  await gotoPlayground(tab.page, sandboxUrl())

  // The kit's Buy view asks the generator for the widget URL, as here, and opens it in a new window.
  const generated = await fetchFromPage(tab.page, `${api}/v1/generators/onrampurl?projectId=e2e`, {
    body: {
      destinationWallets: [{ address: dave, blockchains: ['ethereum'], assets: ['USDC'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: dave,
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    },
  })
  expect(generated.fromServiceWorker).toBe(true)
  const { url } = JSON.parse(generated.text) as { url: string }
  expect(new URL(url).origin).toBe(new URL(world.onrampUrl ?? '').origin)
  expect(new URL(url).origin).not.toBe(new URL(sandboxUrl()).origin)

  // A phone-sized window of its own; CSP bypassed only so that axe-core can be injected into the page.
  const phone = await browser().newContext({ viewport: { width: 360, height: 760 }, bypassCSP: true })
  onTestFinished(() => phone.close())
  const checkout = await phone.newPage()
  await checkout.goto(url)
  await checkout.getByRole('heading', { name: 'Buy USDC' }).waitFor()
  const summary = checkout.getByRole('definition')
  expect(await summary.nth(0).textContent()).toBe('100.00 USD')
  expect(await summary.nth(1).textContent()).toBe('≈ 96.09 USDC on Ethereum')
  expect(await runAxe(checkout, checkout.locator('body'))).toEqual([])
  mkdirSync(SCREENS, { recursive: true })
  await checkout.screenshot({ path: join(SCREENS, 'onramp-checkout.png'), fullPage: true })

  const before = await usdcOf()
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await checkout.getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 15_000 })
  expect(await checkout.getByText('You can close this window and return to the app.').count()).toBe(1)
  await checkout.screenshot({ path: join(SCREENS, 'onramp-complete.png'), fullPage: true })
  expect(Number(await usdcOf()) - Number(before)).toBeCloseTo(96.09, 6)

  // The playground's service worker reads the purchase back from the chain, as an onramp transaction.
  const hash = await checkout.locator('#complete-hash').textContent()
  const history = await fetchFromPage(
    tab.page,
    `${api}/v1/account/${dave}/history?onramp=coinbase&chainId=${chain.caipNetworkId}`,
  )
  expect(history.fromServiceWorker).toBe(true)
  const { data } = JSON.parse(history.text) as { data: { metadata: { hash: string } }[] }
  expect(data.map((transaction) => transaction.metadata.hash)).toEqual([hash])
  expect(tab.remoteRequests()).toEqual([])

  // "Reset world" reverts the chains to their snapshot: the purchase is undone.
  const reset = await fetch(new URL('/__sandbox/reset', sandboxUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  })
  expect(reset.status).toBe(204)
  expect(await usdcOf()).toBe(before)
})

it('shows a clear error for a bad order instead of a checkout', async () => {
  const tab = await openPage(browser(), { name: 'onramp-page-bad-order' })
  await tab.page.setViewportSize({ width: 360, height: 760 })
  const url = new URL(world.onrampUrl ?? '')
  url.search = new URLSearchParams({
    address: '0x1234',
    network: 'ethereum',
    asset: 'USDC',
    currency: 'USD',
  }).toString()
  await tab.page.goto(url.toString())
  await tab.page.getByRole('heading', { name: 'This order cannot be paid' }).waitFor()
  expect(await tab.page.getByRole('alert').textContent()).toContain('"0x1234" is not a wallet address.')
  expect(await tab.page.getByRole('button', { name: 'Pay' }).count()).toBe(0)
  await tab.page.screenshot({ path: join(SCREENS, 'onramp-bad-order.png'), fullPage: true })
})
