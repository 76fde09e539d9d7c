import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { isLocalUrl } from '../src/world/isLocalUrl.js'
import { injectTestWallet, TEST_WALLET_ADDRESS } from './harness/injectTestWallet.js'
import { openPage } from './harness/openPage.js'
import { packWorkspaces } from './harness/packWorkspaces.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { type NextApp, startNextApp } from './harness/startNextApp.js'

/** How the account button shows the injected wallet's address (4 leading, 6 trailing characters). */
const SHORT_ADDRESS = `${TEST_WALLET_ADDRESS.slice(0, 4)}…${TEST_WALLET_ADDRESS.slice(-6)}`
/** What React logs when hydration fails: the words in development, error numbers 418 to 425 in production. */
const HYDRATION_WARNING = /hydrat|Minified React error #(418|419|422|423|425)/i

const browser = startBrowserForFile()
let app: NextApp
beforeAll(async () => {
  const started = Date.now()
  // This run's packed packages and their Next.js app (made once, shared with packedPackages.e2e.ts).
  app = await startNextApp(packWorkspaces({ dir: inject('packedDir'), buildKit: false }))
  console.info(
    `next-app: scaffold and install ${app.timings.install} ms, next build ${app.timings.build} ms, ready in ${Date.now() - started} ms`,
  )
}, 600_000)
afterAll(() => app?.stop())

it('builds, serves the connect button in its server HTML, and after connecting serves the account with no hydration warning', async () => {
  const first = await fetch(app.url)
  expect(first.status).toBe(200)
  const firstHtml = await first.text()
  expect(firstHtml).toMatch(/<button[^>]*data-walletkit-button=""[^>]*>Connect Wallet<\/button>/)

  const tab = await openPage(browser(), { name: 'next-app' })
  const { page, context } = tab
  // Offline as the other e2e files: the template's public RPCs and services are not reached.
  await context.route(
    (url) => !isLocalUrl(url.href),
    (route) => route.abort(),
  )
  await injectTestWallet(context)
  await page.goto(app.url)
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /E2E Wallet/ }).click()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  const account = page.getByRole('region', { name: 'Account', exact: true })
  await expect.poll(() => account.textContent(), { timeout: 10_000 }).toContain(TEST_WALLET_ADDRESS)

  // The server now renders the account from the cookie: the HTML alone (no script run) shows it.
  const html = await (await context.request.get(app.url)).text()
  expect(html).toContain(SHORT_ADDRESS)
  expect(html).toContain(TEST_WALLET_ADDRESS)
  expect(html).not.toContain('>Connect Wallet<')

  tab.console.length = 0
  const reloaded = await page.reload()
  expect(await reloaded?.text()).toContain(SHORT_ADDRESS)
  await header.getByRole('button', { name: new RegExp(SHORT_ADDRESS) }).waitFor({ timeout: 10_000 })
  // Reconnected silently: still the account, and its status settles on connected.
  await expect.poll(() => account.textContent(), { timeout: 10_000 }).toContain('Ethereum (eip155:1)')
  await page.waitForTimeout(1_000)
  expect(await header.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0)
  expect(tab.console.filter((line) => HYDRATION_WARNING.test(line))).toEqual([])
  expect(tab.console.filter((line) => line.startsWith('[pageerror]'))).toEqual([])
})
