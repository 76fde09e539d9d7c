import type { SandboxWorld } from '@walletkit/fixtures'
import { beforeAll, expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
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

/** A chain id no network of the kit has; the wallet reaches it through the first local chain's RPC. */
const UNLISTED_CHAIN_ID = 31_337_778

it('shows UnsupportedChain when the wallet is already on an unlisted chain at connect, and switching from it works', async () => {
  const ethereum = world.chains[0]
  if (!ethereum) throw new Error('The sandbox world lacks a chain')
  const tab = await openPage(browser(), { name: 'unsupported-at-connect' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const panel = walletPanel(page)

  // Before the page connects, the visitor's wallet sits on a chain the app does not list.
  const chainId = `0x${UNLISTED_CHAIN_ID.toString(16)}`
  const adding = requestFromWallet(page, {
    method: 'wallet_addEthereumChain',
    params: [{ chainId, chainName: 'Elsewhere', rpcUrls: [ethereum.rpcUrl] }],
  })
  await panel.approve('wallet_addEthereumChain')
  expect(await adding).toEqual({ result: null })
  expect(
    await requestFromWallet(page, { method: 'wallet_switchEthereumChain', params: [{ chainId }] }),
  ).toEqual({
    result: null,
  })

  await app.header.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: /Sandbox Wallet/ }).click()
  await panel.approve('eth_requestAccounts')
  await dialog.getByRole('heading', { name: 'Switch network' }).waitFor({ timeout: 10_000 })
  await dialog.getByRole('button', { name: ethereum.name }).click()
  await expect
    .poll(async () => {
      const answer = await requestFromWallet(page, { method: 'eth_chainId' })
      return 'result' in answer ? Number(answer.result) : undefined
    })
    .toBe(ethereum.chainId)
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  expect(tab.remoteRequests()).toEqual([])
})
