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

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

it('switches the wallet to Base (local) from Networks and back, with no axe violations on Networks, in light and in dark', async () => {
  const [ethereum, base] = world.chains
  if (!ethereum || !base) throw new Error('The sandbox world lacks two chains')
  const tab = await openPage(browser(), { name: 'networks' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  await app.connect()
  const walletChain = async () => {
    const answer = await requestFromWallet(page, { method: 'eth_chainId' })
    return 'result' in answer ? Number(answer.result) : undefined
  }
  const actions = page.getByRole('region', { name: 'Try it' })

  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: ethereum.name }).click()
  await dialog.getByRole('heading', { name: 'Choose network' }).waitFor()
  await dialog.getByRole('button', { name: base.name }).waitFor()
  await inEachColorScheme(page, dialog, async (colorScheme) => {
    await app.screenshot(`networks-${colorScheme}`)
    expect(await runAxe(page, dialog)).toEqual([])
  })
  await dialog.getByRole('button', { name: base.name }).click()
  await expect.poll(walletChain, { timeout: 10_000 }).toBe(base.chainId)
  await expect.poll(() => actions.textContent(), { timeout: 10_000 }).toContain(base.name)

  if (!(await dialog.isVisible())) await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  await dialog.getByRole('button', { name: base.name }).click()
  await dialog.getByRole('button', { name: ethereum.name }).click()
  await expect.poll(walletChain, { timeout: 10_000 }).toBe(ethereum.chainId)
  await expect.poll(() => actions.textContent(), { timeout: 10_000 }).toContain(ethereum.name)
  expect(tab.remoteRequests()).toEqual([])
})
