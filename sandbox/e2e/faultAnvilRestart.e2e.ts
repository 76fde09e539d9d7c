import type { SandboxWorld } from '@walletkit/fixtures'
import type { Page } from 'playwright-core'
import { createPublicClient, createTestClient, http, parseEther } from 'viem'
import { beforeAll, expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxFaults } from './harness/sandboxFaults.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

/** Opens the Account view, reads the ETH balance it shows, and closes it again. */
async function balanceShown(page: Page): Promise<string> {
  const app = hostApp(page)
  const dialog = app.dialog()
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  const balance = dialog.getByText(/^[\d,]+\.\d{3} ETH$/).first()
  await balance.waitFor({ timeout: 10_000 })
  const text = (await balance.textContent()) ?? ''
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  return text
}

it('stays usable when the chain restarts from scratch: the balance comes back as the fresh chain has it, and a transaction goes through', async () => {
  const tab = await openPage(browser(), { name: 'fault-anvil-restart' })
  const { page } = tab
  const playgroundUrl = sandboxUrl()
  const chain = world.chains[0]
  const alice = world.accounts[0]?.address as `0x${string}`
  if (!chain) throw new Error('The sandbox world lacks a chain')
  // Before the fault, Alice holds 5 ETH; the restarted chain gives her its initial 10,000.
  await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
    address: alice,
    value: parseEther('5'),
  })
  // The page's clock runs as the wall clock does, until the test jumps it past the balance cache below.
  await page.clock.install()
  await gotoPlayground(page, playgroundUrl)
  const app = hostApp(page)
  await app.connect()
  await expect.poll(() => balanceShown(page), { timeout: 15_000 }).toBe('5.000 ETH')

  // The fault: anvil goes away and comes back fresh on the same URL.
  await sandboxFaults(playgroundUrl).restartChain(chain.chainId)
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  // Once the 30 s balance cache has run out, reopening the account shows the restarted chain's balance: the page's
  // clock jumps those 30 s instead of the test waiting them out.
  await page.clock.fastForward(31_000)
  await expect.poll(() => balanceShown(page), { timeout: 30_000, interval: 1_000 }).toBe('10,000.000 ETH')
  expect((await app.button().textContent())?.toLowerCase()).toMatch(
    new RegExp(`${alice.slice(-6).toLowerCase()}|alice\\.eth`),
  )

  // A transaction still goes through, on the fresh chain.
  const card = page.getByRole('region', { name: 'Try it' })
  await card.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  await walletPanel(page).approve('eth_sendTransaction')
  const sent = card.getByRole('status', { name: 'Transaction hash' })
  await expect.poll(() => sent.textContent(), { timeout: 15_000 }).toMatch(/0x[0-9a-f]{64}/)
  const hash = /0x[0-9a-f]{64}/.exec((await sent.textContent()) ?? '')?.[0] as `0x${string}`
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  expect(
    (await client.waitForTransactionReceipt({ hash, pollingInterval: 100, timeout: 15_000 })).status,
  ).toBe('success')
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  // Nothing left loading for good (no stuck skeleton), and the tokens are listed.
  await expect.poll(() => dialog.getByRole('progressbar').count(), { timeout: 10_000 }).toBe(0)
  await dialog.getByRole('list', { name: 'Tokens' }).waitFor({ timeout: 10_000 })
  await page.keyboard.press('Escape')

  // The chains are shared by every e2e file: give the next one the initial world.
  await page.getByRole('button', { name: 'Reset world' }).click()
  await page
    .getByRole('status')
    .getByText(/^World reset at/)
    .waitFor()
  expect(tab.remoteRequests()).toEqual([])
}, 180_000)
