import type { SandboxWorld } from '@walletkit/fixtures'
import { createPublicClient, getAddress, http, verifyMessage } from 'viem'
import { beforeAll, expect, it } from 'vitest'
import { approveInFrame, embeddedAddress, freshEmail, loginFrame, loginWithEmail } from './embeddedLogin.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

const truncated = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

it('logs in with an email code from the panel, signs a message and sends a transaction approved in the login frame', async () => {
  const tab = await openPage(browser(), { name: 'embedded-email' })
  const { page } = tab
  const chain = world.chains[0]
  if (!chain) throw new Error('The sandbox world lacks a chain')
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const email = freshEmail('alice')

  await loginWithEmail(page, email)
  const address = await embeddedAddress(page, `email:${email}`)
  const dialog = app.dialog()
  await dialog.getByText(truncated(address)).first().waitFor({ timeout: 10_000 })
  await dialog.getByText('10.000 ETH').first().waitFor({ timeout: 10_000 })
  await app.screenshot('embedded-account')

  await dialog.getByRole('button', { name: 'Close' }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await dialog.getByRole('heading', { name: 'Sign message' }).waitFor()
  // Consent happens inside the login frame, which the approval view shows: the kit has no Approve of its own.
  await loginFrame(page).getByText('Hello from Your app').waitFor({ timeout: 10_000 })
  expect(await dialog.getByRole('button', { name: 'Approve' }).count()).toBe(0)
  await app.screenshot('embedded-sign-message')
  await approveInFrame(page, 'Sign message')
  const signature = page.getByRole('status', { name: 'Signature' })
  await signature.waitFor({ timeout: 10_000 })
  const signed = (await signature.locator('code').textContent()) as `0x${string}`
  expect(await verifyMessage({ address, message: 'Hello from Your app', signature: signed })).toBe(true)

  await page.getByRole('button', { name: 'Send 0.001 ETH to yourself' }).click()
  await dialog.getByRole('heading', { name: 'Approve transaction' }).waitFor()
  // The kit's view decodes what is signed: the exact amount to the full checksummed address (DESIGN "Trust")...
  await dialog.getByText(`Send 0.001 ETH to ${getAddress(address)}`).waitFor()
  // ...and the frame, where the visitor consents, shows the full recipient and the exact amount too.
  await loginFrame(page).getByText(address).first().waitFor({ timeout: 10_000 })
  await loginFrame(page).getByText('0.001 ETH').waitFor()
  await app.screenshot('embedded-approve-transaction')
  await approveInFrame(page, 'Send transaction')
  const sent = page.getByRole('status', { name: 'Transaction hash' })
  await sent.waitFor({ timeout: 15_000 })
  const hash = (await sent.locator('code').textContent()) as `0x${string}`
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 10_000 })
  expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase(), to: address.toLowerCase() })
  expect(tab.remoteRequests()).toEqual([])
})
