import type { SandboxWorld } from '@walletkit/fixtures'
import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { chooseScenario } from './harness/chooseScenario.js'
import { fetchFromPage } from './harness/fetchFromPage.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

const isJson = (text: string) => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** The three answers the scenarios below break: a balance, the wallet directory and an analytics event. */
async function observe(page: Page) {
  const alice = world.accounts[0]?.address
  const balance = await fetchFromPage(
    page,
    `${world.services.blockchainApiUrl}/v1/account/${alice}/balance?currency=usd`,
  )
  const wallets = await fetchFromPage(
    page,
    `${world.services.walletDirectoryUrl}/getWallets?page=1&entries=5`,
  )
  const event = await fetchFromPage(page, `${world.services.analyticsUrl}/e?projectId=e2e`, {
    body: {
      eventId: 'e2e',
      url: 'http://127.0.0.1/',
      domain: '127.0.0.1',
      timestamp: 1,
      props: { event: 'E2E_PING' },
    },
  })
  return {
    balance: balance.status,
    wallets: { status: wallets.status, json: isJson(wallets.text) },
    analytics: event.status,
  }
}

const happy = { balance: 200, wallets: { status: 200, json: true }, analytics: 202 }

it('changes the answers as the scenario picked in the panel names, without a reload, and None restores them', async () => {
  const tab = await openPage(browser(), { name: 'scenarios' })
  await gotoPlayground(tab.page, sandboxUrl())
  const scenario = tab.page.getByRole('region', { name: 'Scenario' })
  expect(await observe(tab.page)).toEqual(happy)

  await chooseScenario(tab.page, 'balance-500')
  await expect
    .poll(() => scenario.textContent(), { timeout: 10_000 })
    .toContain('HTTP 500 from GET /v1/account/{address}/balance')
  expect(new URL(tab.page.url()).searchParams.get('scenario')).toBe('balance-500')
  expect(await observe(tab.page)).toEqual({ ...happy, balance: 500 })

  await chooseScenario(tab.page, 'wallets-malformed')
  expect(new URL(tab.page.url()).searchParams.get('scenario')).toBe('wallets-malformed')
  expect(await observe(tab.page)).toEqual({ ...happy, wallets: { status: 200, json: false } })

  await chooseScenario(tab.page, 'analytics-403')
  expect(await observe(tab.page)).toEqual({ ...happy, analytics: 403 })

  await chooseScenario(tab.page, undefined)
  expect(new URL(tab.page.url()).searchParams.has('scenario')).toBe(false)
  expect(await observe(tab.page)).toEqual(happy)
  expect(tab.remoteRequests()).toEqual([])
})

it('starts with the scenario the URL names', async () => {
  const tab = await openPage(browser(), { name: 'scenario-from-url' })
  await gotoPlayground(tab.page, sandboxUrl(), { scenario: 'balance-500' })
  await expect
    .poll(() => tab.page.getByRole('combobox', { name: 'Active scenario' }).inputValue(), { timeout: 10_000 })
    .toBe('balance-500')
  expect(await observe(tab.page)).toEqual({ ...happy, balance: 500 })
  expect(tab.remoteRequests()).toEqual([])
})
