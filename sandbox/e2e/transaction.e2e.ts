import type { SandboxWorld } from '@walletkit/fixtures'
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther, toHex } from 'viem'
import { beforeAll, expect, it } from 'vitest'
import { connectWallet } from './harness/connectWallet.js'
import { fetchFromPage } from './harness/fetchFromPage.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { requestFromWallet } from './harness/requestFromWallet.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

/** Bob's ETH on the first chain, in wei, as the blockchain API handler answers it to the page. */
async function bobsEthFromApi(page: Page): Promise<bigint> {
  const bob = world.accounts[1]?.address
  const url = `${world.services.blockchainApiUrl}/v1/account/${bob}/balance?currency=usd&chainId=${world.chains[0]?.caipNetworkId}`
  const { status, text } = await fetchFromPage(page, url)
  expect(status).toBe(200)
  const balances = JSON.parse(text).balances as { symbol: string; quantity: { numeric: string } }[]
  return parseEther(balances.find((balance) => balance.symbol === 'ETH')?.quantity.numeric ?? '0')
}

it('mines a transaction approved in the panel, the balance API shows it, and Reset world restores it', async () => {
  const tab = await openPage(browser(), { name: 'transaction' })
  const { page } = tab
  const chain = world.chains[0]
  const [alice, bob] = world.accounts
  if (!chain || !alice || !bob) throw new Error('The sandbox world lacks a chain or accounts')
  await gotoPlayground(page, sandboxUrl())
  const panel = walletPanel(page)

  expect(await connectWallet(page)).toContain(alice.address)
  const before = await bobsEthFromApi(page)

  const sending = requestFromWallet(page, {
    method: 'eth_sendTransaction',
    params: [{ from: alice.address, to: bob.address, value: toHex(parseEther('1.5')) }],
  })
  await expect
    .poll(() => panel.request('eth_sendTransaction').textContent(), { timeout: 10_000 })
    .toContain('Send 1.5 ETH to 0x70…dc79C8')
  await panel.approve('eth_sendTransaction')
  const answer = await sending
  if (!('result' in answer)) throw new Error(`eth_sendTransaction failed: ${answer.error.message}`)
  const hash = answer.result as `0x${string}`
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await panel.empty().waitFor()

  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 10_000 })
  expect(receipt).toMatchObject({
    status: 'success',
    from: alice.address.toLowerCase(),
    to: bob.address.toLowerCase(),
  })
  expect((await bobsEthFromApi(page)) - before).toBe(parseEther('1.5'))
  const bobsRow = page.getByRole('article', { name: chain.name }).getByRole('row', { name: /^Bob/ })
  await expect.poll(() => bobsRow.textContent(), { timeout: 10_000 }).toContain('10,001.5')
  await expect
    .poll(() => page.getByRole('region', { name: 'Event log' }).textContent(), { timeout: 10_000 })
    .toContain('eth_sendTransaction approved')

  await page.getByRole('button', { name: 'Reset world' }).click()
  await page
    .getByRole('status')
    .getByText(/^World reset at/)
    .waitFor()
  expect(await bobsEthFromApi(page)).toBe(before)
  await expect.poll(() => bobsRow.textContent(), { timeout: 10_000 }).not.toContain('10,001.5')
  expect(await page.getByRole('region', { name: 'Event log' }).textContent()).not.toContain(
    'eth_sendTransaction',
  )
  expect(tab.remoteRequests()).toEqual([])
})
