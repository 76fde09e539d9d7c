import { expect, it } from 'vitest'
import {
  type attachWorld,
  connectWorld,
  mockWallet,
  pageScenario,
  setPageScenario,
  WORLD_ENV,
  type WorldInfo,
  worldFixtures,
} from '../src/testing.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

// The testing entry's page side, with plain playwright-core, against this worker's sandbox (as a host's global setup
// would have started it with startWorld).
const browser = startBrowserForFile()
const worldInfo = async (): Promise<WorldInfo> => ({
  url: sandboxUrl(),
  world: await readSandboxWorld(sandboxUrl()),
  scenario: undefined,
})

it('connectWorld boots the sandbox in the page; mockWallet approves the next request instead of the panel', async () => {
  const tab = await openPage(browser(), { name: 'testing-entry-approve' })
  const { mockWallet: wallet } = await connectWorld(tab.page, await worldInfo())
  const app = hostApp(tab.page)
  await app.connectButton().click()
  const answered = wallet.answerNext('approve')
  await app
    .dialog()
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  expect(await answered).toEqual({ method: 'eth_requestAccounts', answer: 'approve' })
  await app.accountButton().waitFor({ timeout: 10_000 })
  expect(tab.remoteRequests()).toEqual([])
})

it('mockWallet rejects the next request (the kit shows "Connection declined"), then a standing answer approves', async () => {
  const tab = await openPage(browser(), { name: 'testing-entry-reject' })
  await connectWorld(tab.page, await worldInfo())
  const app = hostApp(tab.page)
  await app.connectButton().click()
  const answered = mockWallet(tab.page).answerNext('reject')
  await app
    .dialog()
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await answered
  await app.dialog().getByText('Connection declined').waitFor({ timeout: 10_000 })
  await mockWallet(tab.page).setAnswer('approve')
  await app.dialog().getByRole('button', { name: 'Retry' }).click()
  await app.accountButton().waitFor({ timeout: 10_000 })
  expect(await mockWallet(tab.page).pending()).toEqual([])
})

it('connectWorld keeps the page offline: a request leaving 127.0.0.1 fails as offline and is listed', async () => {
  const tab = await openPage(browser(), { name: 'testing-entry-offline' })
  const worldPage = await connectWorld(tab.page, await worldInfo())
  const outcome = await tab.page.evaluate(() =>
    fetch('https://fonts.example.com/inter.css').then(
      () => 'answered',
      () => 'failed',
    ),
  )
  expect(outcome).toBe('failed')
  expect(worldPage.blockedRequests()).toEqual(['https://fonts.example.com/inter.css'])
})

it("mockWallet fails the next request with the code asked for; the kit shows the wallet's message", async () => {
  const tab = await openPage(browser(), { name: 'testing-entry-fail-code' })
  const { mockWallet: wallet } = await connectWorld(tab.page, await worldInfo())
  const app = hostApp(tab.page)
  await app.connectButton().click()
  const answered = wallet.answerNext('fail', { code: 4100 })
  await app
    .dialog()
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  expect(await answered).toEqual({ method: 'eth_requestAccounts', answer: 'fail' })
  await app.dialog().getByText('Connection failed').waitFor({ timeout: 10_000 })
  await app
    .dialog()
    .getByText(/has not been authorized by the user/)
    .first()
    .waitFor({ timeout: 10_000 })
})

it("sets the page's scenario from the URL and from the test, as the panel's select shows", async () => {
  const tab = await openPage(browser(), { name: 'testing-entry-scenario' })
  await connectWorld(tab.page, await worldInfo(), { scenario: 'balance-500' })
  const select = tab.page.getByRole('combobox', { name: 'Active scenario' })
  expect(await pageScenario(tab.page)).toBe('balance-500')
  expect(await select.inputValue()).toBe('balance-500')
  await setPageScenario(tab.page, 'analytics-403')
  expect(await pageScenario(tab.page)).toBe('analytics-403')
  await expect.poll(() => select.inputValue()).toBe('analytics-403')
  expect(new URL(tab.page.url()).searchParams.get('scenario')).toBe('analytics-403')
  await setPageScenario(tab.page, undefined)
  expect(await pageScenario(tab.page)).toBeUndefined()
})

it("worldFixtures' fixtures, run as @playwright/test runs them, give the world and a booted page", async () => {
  const tab = await openPage(browser(), { name: 'testing-entry-fixtures' })
  process.env[WORLD_ENV] = JSON.stringify(await worldInfo())
  try {
    const fixtures = worldFixtures()
    const [worldFixture] = fixtures.world
    let world: ReturnType<typeof attachWorld> | undefined
    await worldFixture({}, async (value) => {
      world = value
    })
    expect(world?.url).toBe(sandboxUrl())
    await fixtures.worldPage(
      { page: tab.page, world: world as ReturnType<typeof attachWorld> },
      async (worldPage) => {
        expect(worldPage.page).toBe(tab.page)
        expect(await worldPage.mockWallet.pending()).toEqual([])
      },
    )
  } finally {
    delete process.env[WORLD_ENV]
  }
})
