import { toHex } from 'viem'
import { expect, it } from 'vitest'
import { connectWallet } from './harness/connectWallet.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { openPage } from './harness/openPage.js'
import { requestFromWallet } from './harness/requestFromWallet.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()

it('rejects a personal_sign in the page with code 4001 when it is rejected in the panel', async () => {
  const tab = await openPage(browser(), { name: 'rejection' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const panel = walletPanel(page)
  const [alice] = await connectWallet(page)

  const signing = requestFromWallet(page, {
    method: 'personal_sign',
    params: [toHex('Hello from the sandbox'), alice],
  })
  await expect
    .poll(() => panel.request('personal_sign').textContent(), { timeout: 10_000 })
    .toContain('Sign “Hello from the sandbox”')
  await panel.reject('personal_sign')

  expect(await signing).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  await panel.empty().waitFor()
  await expect
    .poll(() => page.getByRole('region', { name: 'Event log' }).textContent(), { timeout: 10_000 })
    .toContain('personal_sign rejected')
  expect(tab.remoteRequests()).toEqual([])
})
