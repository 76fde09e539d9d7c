import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()

it('signs a message and sends a transaction through the kit provider once connected', async () => {
  const tab = await openPage(browser(), { name: 'host-actions' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const panel = walletPanel(page)
  await app.connect()
  const card = page.getByRole('region', { name: 'Try it' })

  await card.getByRole('button', { name: 'Sign a message' }).click()
  await panel.approve('personal_sign')
  const signature = card.getByRole('status', { name: 'Signature' })
  await expect.poll(() => signature.textContent(), { timeout: 10_000 }).toMatch(/0x[0-9a-f]{130}/)

  await card.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  await panel.approve('eth_sendTransaction')
  const hash = card.getByRole('status', { name: 'Transaction hash' })
  await expect.poll(() => hash.textContent(), { timeout: 10_000 }).toMatch(/0x[0-9a-f]{64}/)

  // The chains are shared by every e2e file: give the next one Alice's 10,000 ETH back.
  await page.getByRole('button', { name: 'Reset world' }).click()
  await page
    .getByRole('status')
    .getByText(/^World reset at/)
    .waitFor()
  expect(tab.remoteRequests()).toEqual([])
})
