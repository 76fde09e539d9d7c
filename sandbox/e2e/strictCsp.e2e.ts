import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { buildStrictCspPlayground } from '../src/strictCsp/buildStrictCspPlayground.js'
import { type StrictCspServer, startStrictCspServer } from '../src/strictCsp/startStrictCspServer.js'
import { collectCspViolations } from './harness/collectCspViolations.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { resetWorld } from './harness/resetWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
let outDir: string
let server: StrictCspServer
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'walletkit-strict-csp-'))
  await buildStrictCspPlayground({ outDir })
  server = await startStrictCspServer({ root: outDir, sandboxUrl: sandboxUrl() })
}, 120_000)
afterAll(async () => {
  await server?.close()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})
// The flow sends a transaction on the shared chains: put the world back for the files that follow.
afterEach(() => resetWorld(sandboxUrl()))

const nonceOf = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1]

it('serves the page under a strict policy with a fresh nonce in the header and the meta tag each time', async () => {
  const [first, second] = await Promise.all([fetch(server.url), fetch(server.url)])
  const policies = [first, second].map((response) => response.headers.get('content-security-policy') ?? '')
  const nonces = await Promise.all([first, second].map(async (response) => nonceOf(await response.text())))
  expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  expect(nonces[0]).not.toBe(nonces[1])
  expect(policies[0]).toContain(`style-src 'self' 'nonce-${nonces[0]}'`)
  for (const policy of policies) {
    expect(policy).toContain("script-src 'self' 'report-sample';")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
  }
})

it('connects, signs and sends under the strict policy with no violation, and reports an injected inline script', async () => {
  const tab = await openPage(browser(), { name: 'strict-csp' })
  const { page } = tab
  const violations = await collectCspViolations(page)
  const url = new URL('?run=flow', server.url).toString()
  await page.goto(url)
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  const app = hostApp(page)
  const panel = walletPanel(page)
  // All wallets first: a virtual list positioned by style properties, wallet logos from the directory stand-in.
  await app.connectButton().click()
  await app.dialog().getByRole('button', { name: 'All wallets' }).click()
  const grid = app.dialog().getByRole('region', { name: 'All wallets' })
  await grid.getByRole('button').first().waitFor({ timeout: 15_000 })
  await grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
  await expect.poll(() => grid.locator('img').count(), { timeout: 10_000 }).toBeGreaterThan(10)
  await page.keyboard.press('Escape')
  await app.dialog().waitFor({ state: 'detached' })
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

  // The Account view: more of the kit's style sheets, token icons and balances from the stand-in API.
  await app.button().click()
  await app.dialog().getByRole('heading', { name: 'Account' }).waitFor()
  await app.dialog().locator('p', { hasText: 'Total balance' }).waitFor({ timeout: 10_000 })
  const sheets = await page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
    return [...document.querySelectorAll<HTMLStyleElement>('style[data-walletkit]')].map((style) => ({
      name: style.dataset.walletkit,
      nonced: Boolean(meta?.nonce) && style.nonce === meta?.nonce,
      rules: style.sheet?.cssRules.length ?? 0,
    }))
  })
  expect(sheets.map((sheet) => sheet.name)).toEqual(
    expect.arrayContaining(['theme', 'button', 'modal', 'all-wallets', 'account']),
  )
  expect(sheets.filter((sheet) => !sheet.nonced || sheet.rules === 0)).toEqual([])
  expect(await violations()).toEqual([])

  // The control: an inline script the test adds is refused and reported, by the page and to the report-uri.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = '/* csp-control */ window.cspControlRan = true'
    document.body.append(script)
    return (window as { cspControlRan?: boolean }).cspControlRan === true
  })
  expect(ran).toBe(false)
  const control = {
    directive: 'script-src-elem',
    blockedURI: 'inline',
    sample: expect.stringContaining('csp-control'),
  }
  await expect.poll(violations).toEqual([expect.objectContaining(control)])
  const reported = () => server.reports().filter((report) => report['document-uri'] === url)
  // Reports arrive in order: once the control's is in, none sent before it is still on its way.
  await expect
    .poll(() => reported().some((report) => String(report['script-sample']).includes('csp-control')), {
      timeout: 10_000,
    })
    .toBe(true)
  expect(reported()).toEqual([
    expect.objectContaining({ 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' }),
  ])
  expect(tab.console.filter((line) => line.includes('Content Security Policy'))).toHaveLength(1)
  expect(tab.remoteRequests()).toEqual([])
})
