import type { SandboxWorld } from '@walletkit/fixtures'
import { beforeAll, expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { inEachColorScheme } from './harness/inEachColorScheme.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { requestFromWallet } from './harness/requestFromWallet.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

/** A chain id no network of the kit has; the wallet reaches it through the first local chain's RPC. */
const UNLISTED_CHAIN_ID = 31_337_777

it('shows UnsupportedChain (no axe violations) when the wallet moves to a chain the app does not list, and switching back works, in light and in dark', async () => {
  const ethereum = world.chains[0]
  if (!ethereum) throw new Error('The sandbox world lacks a chain')
  const tab = await openPage(browser(), { name: 'unsupported' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const panel = walletPanel(page)
  await app.connect()

  const chainIdHex = `0x${UNLISTED_CHAIN_ID.toString(16)}`
  const adding = requestFromWallet(page, {
    method: 'wallet_addEthereumChain',
    params: [{ chainId: chainIdHex, chainName: 'Elsewhere', rpcUrls: [ethereum.rpcUrl] }],
  })
  await panel.approve('wallet_addEthereumChain')
  expect(await adding).toEqual({ result: null })
  const switching = requestFromWallet(page, {
    method: 'wallet_switchEthereumChain',
    params: [{ chainId: chainIdHex }],
  })
  if (
    await panel
      .request('wallet_switchEthereumChain')
      .isVisible({ timeout: 1_000 })
      .catch(() => false)
  )
    await panel.approve('wallet_switchEthereumChain')
  expect(await switching).toEqual({ result: null })

  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Switch network' }).waitFor({ timeout: 10_000 })
  await dialog.getByText('Your wallet is on a network this app does not support.').waitFor()
  await inEachColorScheme(page, dialog, async () => expect(await runAxe(page, dialog)).toEqual([]))
  await dialog.getByRole('button', { name: ethereum.name }).click()
  await expect
    .poll(async () => {
      const answer = await requestFromWallet(page, { method: 'eth_chainId' })
      return 'result' in answer ? Number(answer.result) : undefined
    })
    .toBe(ethereum.chainId)
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await expect.poll(() => page.getByRole('region', { name: 'Try it' }).textContent()).toContain(ethereum.name)
  expect(tab.remoteRequests()).toEqual([])
})
