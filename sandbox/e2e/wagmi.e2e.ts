import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { SandboxChain, SandboxWorld } from '@walletkit/fixtures'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { requestFromWallet } from './harness/requestFromWallet.js'
import { resetWorld } from './harness/resetWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const SCREENS = join(import.meta.dirname, '..', '..', '.artifacts', 'e2e', 'screens')

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})
// The transfer moves USDC on the shared chain: the files that follow find the world as it was.
afterEach(() => resetWorld(sandboxUrl()))

/** What `holder` holds of `token` on `chain`, read from the chain itself. */
function tokenBalance(chain: SandboxChain, token: `0x${string}`, holder: `0x${string}`): Promise<bigint> {
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  return client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
}

it("a wagmi host: connects in WalletKit's modal, sends USDC with useWriteContract, switches with useSwitchChain and disconnects with useDisconnect", async () => {
  const [ethereum, base] = world.chains
  const [alice, bob] = world.accounts
  const usdc = ethereum?.tokens.find((token) => token.symbol === 'USDC')
  if (!ethereum || !base || !alice || !bob || !usdc)
    throw new Error('The sandbox world lacks chains, accounts or USDC')
  const tab = await openPage(browser(), { name: 'wagmi' })
  const { page } = tab
  await gotoPlayground(page, new URL('/wagmi.html', sandboxUrl()).toString())
  const app = hostApp(page)
  const card = page.getByRole('region', { name: 'wagmi' })
  const cardText = () => card.textContent()
  await card.getByText('disconnected', { exact: true }).waitFor()

  // Connected in the kit's modal: wagmi's useConnection has the address and chain, its reads follow.
  await app.connect()
  await card.getByText(alice.address, { exact: true }).waitFor({ timeout: 10_000 })
  expect(await cardText()).toContain(`${ethereum.name} (${ethereum.chainId})`)
  await expect.poll(cardText, { timeout: 10_000 }).toContain('10,000.000 USDC')
  await expect.poll(cardText, { timeout: 10_000 }).toContain('10,000.000 ETH')

  // useWriteContract: an ERC-20 transfer the wallet approves, mined on anvil.
  const before = await tokenBalance(ethereum, usdc.address, bob.address)
  await card.getByRole('button', { name: 'Send 1 USDC to Bob' }).click()
  await walletPanel(page).approve('eth_sendTransaction')
  await expect
    .poll(() => card.getByRole('status', { name: 'Receipt' }).textContent(), { timeout: 15_000 })
    .toContain('success')
  const hash = (await card.getByRole('status', { name: 'Transaction hash' }).locator('code').textContent()) as
    | `0x${string}`
    | null
  if (!hash) throw new Error('The page shows no transaction hash')
  const client = createPublicClient({ transport: http(ethereum.rpcUrl, { retryCount: 0 }) })
  expect(await client.getTransactionReceipt({ hash })).toMatchObject({
    status: 'success',
    from: alice.address.toLowerCase(),
    to: usdc.address.toLowerCase(),
  })
  expect((await tokenBalance(ethereum, usdc.address, bob.address)) - before).toBe(
    10n ** BigInt(usdc.decimals),
  )
  await expect.poll(cardText, { timeout: 10_000 }).toContain('9,999.000 USDC')
  mkdirSync(SCREENS, { recursive: true })
  await page.screenshot({ path: join(SCREENS, 'wagmi-host.png'), fullPage: true, animations: 'disabled' })

  // useSwitchChain: the wallet and the kit's network follow, so do its NetworkButton and Account view.
  await card.getByRole('button', { name: `Switch to ${base.name}` }).click()
  await card.getByText(`${base.name} (${base.chainId})`, { exact: true }).waitFor({ timeout: 10_000 })
  await app.header.getByRole('button', { name: `Network: ${base.name}` }).waitFor({ timeout: 10_000 })
  const walletChain = await requestFromWallet(page, { method: 'eth_chainId' })
  expect('result' in walletChain && Number(walletChain.result)).toBe(base.chainId)
  await app.accountButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: base.name }).waitFor()
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  // A reload: the kit restores its session without asking the wallet, and wagmi's reconnect waits for it.
  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await card.getByText(alice.address, { exact: true }).waitFor({ timeout: 10_000 })
  await card.getByText('connected', { exact: true }).waitFor()
  await app.accountButton().waitFor()
  // The sandbox wallet starts a new page on its first chain; wagmi's chain is the one the kit restored.
  const restored = (await app.header.getByRole('button', { name: /^Network: / }).textContent())?.replace(
    /^\s*Network:\s*/,
    '',
  )
  const restoredChain = world.chains.find((chain) => chain.name === restored?.trim())
  if (!restoredChain) throw new Error(`The kit restored no network of the world: ${restored}`)
  await card.getByText(`${restoredChain.name} (${restoredChain.chainId})`, { exact: true }).waitFor()

  // useDisconnect: the kit's session ends too, its button offers to connect again.
  await card.getByRole('button', { name: 'Disconnect' }).click()
  await app.connectButton().waitFor({ timeout: 10_000 })
  await card.getByText('disconnected', { exact: true }).waitFor()
  expect(tab.remoteRequests()).toEqual([])
})
