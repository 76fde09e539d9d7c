import type { SandboxWorld } from '@walletkit/fixtures'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { approveInFrame, embeddedAddress, freshEmail, loginFrame, loginWithEmail } from './embeddedLogin.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readRouterQuote } from './harness/readRouterQuote.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { resetWorld } from './harness/resetWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})
afterEach(() => resetWorld(sandboxUrl()))

it('swaps ETH to USDC from an embedded wallet, consenting inside the login frame', async () => {
  const chain = world.chains[0]
  const usdc = chain?.tokens.find((token) => token.symbol === 'USDC')
  if (!chain?.swapRouter || !usdc) throw new Error('The sandbox world lacks a swap router or USDC')
  const tab = await openPage(browser(), { name: 'swap-embedded' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const email = freshEmail('swapper')
  await loginWithEmail(page, email)
  const address = await embeddedAddress(page, `email:${email}`)
  const dialog = hostApp(page).dialog()
  await dialog.getByText('10.000 ETH').first().waitFor({ timeout: 10_000 })

  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const held = () =>
    client.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const amount = parseEther('0.1')
  const expected = await readRouterQuote(chain, { from: chain.nativeSymbol, to: 'USDC', amount })
  const before = await held()

  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await dialog.getByRole('button', { name: /^(Select token to buy|Buy token)/ }).click()
  await dialog.getByRole('button', { name: /^USDC / }).click()
  await dialog.getByRole('textbox', { name: 'Sell amount' }).fill('0.1')
  await dialog.getByRole('button', { name: 'Swap', exact: true }).last().click()
  // The frame, where the visitor consents, names the router the swap goes to and the exact amount sent with it.
  await loginFrame(page).getByText(chain.swapRouter).first().waitFor({ timeout: 15_000 })
  await loginFrame(page).getByText('0.1 ETH').first().waitFor()
  await hostApp(page).screenshot('swap-embedded-approval')
  await approveInFrame(page, 'Send transaction')
  await dialog.getByRole('heading', { name: 'Swap complete' }).waitFor({ timeout: 20_000 })
  expect(await held()).toBe(before + expected)
  expect(tab.remoteRequests()).toEqual([])
})
