import type { SandboxWorld } from '@walletkit/fixtures'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { rememberedConnection } from './harness/rememberedConnection.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { waitsOutTimeout } from './harness/speedUpTimers.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

// The catalogue's scenarios of the account's own views (Account, its tabs, Send) and of the wallet, each triggered
// through the playground and checked by what the visitor sees. A time-out scenario waits out the kit's 10 s on a page
// whose timers run ten times faster.
const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

/** Longer than the kit's 10 s request time-out, for the scenarios that never answer. */
const PAST_TIMEOUT = 25_000

/** Opens Account on a page that opened connected (gotoPlayground's `remembered`). */
async function openAccount(page: Page): Promise<Locator> {
  const app = hostApp(page)
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  return dialog
}

const tokenRows = (dialog: Locator) => dialog.getByRole('list', { name: 'Tokens' }).getByRole('listitem')

/** The Tokens tab lists the account's tokens, and no toast or alert says anything went wrong. */
async function tokensListed(dialog: Locator): Promise<void> {
  await tokenRows(dialog).filter({ hasText: ' ETH' }).first().waitFor({ timeout: PAST_TIMEOUT })
  expect(await dialog.getByText('Token Balance Unavailable').count()).toBe(0)
  expect(await dialog.page().getByText('Invalid App Configuration').count()).toBe(0)
}

async function activityShows(dialog: Locator, text: string): Promise<void> {
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await dialog.getByText(text).first().waitFor({ timeout: PAST_TIMEOUT })
}

async function nftsFail(dialog: Locator): Promise<void> {
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  await dialog.getByText('NFTs could not be loaded').waitFor({ timeout: PAST_TIMEOUT })
}

async function balanceUnavailable(dialog: Locator): Promise<void> {
  await dialog.getByRole('tabpanel').getByText('Token Balance Unavailable').waitFor({ timeout: PAST_TIMEOUT })
  // The native balance is read over RPC instead.
  await dialog.getByText(/^[\d,]+\.\d{3} ETH$/).waitFor({ timeout: PAST_TIMEOUT })
}

/** Send to a name: the name finds no address, so the preview is refused with the kit's message. */
async function nameFindsNoAddress(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Send' }).click()
  await dialog.getByRole('heading', { name: 'Send' }).waitFor()
  await dialog.getByLabel('Amount', { exact: true }).fill('0.001')
  await dialog.getByLabel('To', { exact: true }).fill('bob.wk.id')
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await dialog
    .getByText('No address found for bob.wk.id: check the name or paste an address')
    .waitFor({ timeout: PAST_TIMEOUT })
}

/** Send to Bob's address reaches the preview, its network fee estimated over the chain's RPC. */
async function sendPreviewEstimatesFee(dialog: Locator): Promise<void> {
  const bob = world.accounts[1]?.address as string
  await dialog.getByRole('button', { name: 'Send' }).click()
  await dialog.getByRole('heading', { name: 'Send' }).waitFor()
  await dialog.getByLabel('Amount', { exact: true }).fill('0.001')
  await dialog.getByLabel('To', { exact: true }).fill(bob)
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  const fee = dialog.getByText('Network fee').locator('xpath=following-sibling::dd[1]')
  await fee.filter({ hasText: /ETH/ }).waitFor({ timeout: PAST_TIMEOUT * 2 })
}

/** What the visitor sees in Account under each scenario (the wallet connected, Account open). */
const outcomes: { scenario: string; see(dialog: Locator): Promise<void> }[] = [
  // The identity fails: the name registered to the address (reverse lookup) stands in for Alice's alice.eth.
  ...['identity-500', 'identity-timeout', 'identity-malformed'].map((scenario) => ({
    scenario,
    see: (dialog: Locator) =>
      dialog.getByText('alice.wk.id', { exact: true }).waitFor({ timeout: PAST_TIMEOUT }),
  })),
  ...['profile-names-500', 'profile-names-timeout', 'profile-names-malformed'].map((scenario) => ({
    scenario,
    see: nameFindsNoAddress,
  })),
  ...['history-timeout', 'history-malformed'].map((scenario) => ({
    scenario,
    see: (dialog: Locator) => activityShows(dialog, 'Failed to fetch transactions'),
  })),
  { scenario: 'balance-timeout', see: balanceUnavailable },
  { scenario: 'balance-malformed', see: balanceUnavailable },
  { scenario: 'nfts-500', see: nftsFail },
  { scenario: 'nfts-timeout', see: nftsFail },
  { scenario: 'nfts-malformed', see: nftsFail },
  {
    scenario: 'empty-history',
    async see(dialog) {
      await activityShows(dialog, 'No activity yet')
      expect(await dialog.page().getByText('Failed to fetch transactions').count()).toBe(0)
    },
  },
  {
    scenario: 'empty-balances',
    async see(dialog) {
      await tokenRows(dialog).filter({ hasText: ' ETH' }).first().waitFor({ timeout: PAST_TIMEOUT })
      expect(await tokenRows(dialog).count()).toBe(1)
    },
  },
  // Without the supported-chains list the kit lets every call go ahead: the balances still come.
  ...['supported-chains-500', 'supported-chains-timeout', 'supported-chains-malformed'].map((scenario) => ({
    scenario,
    see: tokensListed,
  })),
  // The provider's RPC fails: the kit falls back to the network's own RPC URL, so the fee is still estimated.
  ...['rpc-500', 'rpc-timeout', 'rpc-malformed'].map((scenario) => ({
    scenario,
    see: sendPreviewEstimatesFee,
  })),
  // Analytics failing is silent: Account works, no toast.
  ...[
    'analytics-config-500',
    'analytics-config-timeout',
    'analytics-config-malformed',
    'analytics-events-500',
    'analytics-events-timeout',
    'analytics-events-malformed',
  ].map((scenario) => ({ scenario, see: tokensListed })),
  // The wallet tells its own assets (wallet_getAssets) while the balance API fails: the tokens still show.
  {
    scenario: 'wallet-assets',
    async see(dialog) {
      await tokensListed(dialog)
      for (const symbol of world.chains[0]?.tokens.map((token) => token.symbol) ?? [])
        await tokenRows(dialog)
          .filter({ hasText: ` ${symbol}` })
          .first()
          .waitFor()
    },
  },
]

// Each scenario in its own page, one after another. Five pages at once were no faster on two cores (each page's boot
// is CPU-bound) and, slowed down fivefold, missed Playwright's 30 s for a click on a cold CI run.
it.for(outcomes)(
  '$scenario: Account shows what the scenario says',
  { timeout: 120_000 },
  async ({ scenario, see }, { onTestFinished, expect }) => {
    const tab = await openPage(browser(), { name: `coverage-account-${scenario}`, finished: onTestFinished })
    await gotoPlayground(tab.page, sandboxUrl(), {
      scenario,
      fastTimers: waitsOutTimeout(scenario),
      remembered: await rememberedConnection(browser()),
    })
    await see(await openAccount(tab.page))
    expect(tab.remoteRequests()).toEqual([])
  },
)

it('wallet-rejects: the wallet refuses the connection, and the kit says "Connection declined" with Retry', async () => {
  const tab = await openPage(browser(), { name: 'coverage-wallet-rejects' })
  await gotoPlayground(tab.page, sandboxUrl(), { scenario: 'wallet-rejects' })
  const app = hostApp(tab.page)
  await app.connectButton().click()
  await app
    .dialog()
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await app.dialog().getByText('Connection declined').waitFor({ timeout: 10_000 })
  await app.dialog().getByRole('button', { name: 'Retry' }).waitFor()
  expect(tab.remoteRequests()).toEqual([])
})

it('wallet-disconnects: the wallet goes away right after approving, and the kit falls back to disconnected', async () => {
  const tab = await openPage(browser(), { name: 'coverage-wallet-disconnects' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { scenario: 'wallet-disconnects' })
  const app = hostApp(page)
  await app.connectButton().click()
  await app
    .dialog()
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await walletPanel(page).approve('eth_requestAccounts')
  // The wallet leaves a macrotask after approving: before the kit has recorded the connection (a slow machine), the
  // attempt fails in the modal, with Retry; after it, the modal has closed and the kit follows the disconnect. Either
  // way the visitor ends disconnected, never shown an account the wallet has left.
  const failed = app.dialog().getByText('Connection failed')
  const settled = async () => (await failed.isVisible()) || (await app.dialog().count()) === 0
  await expect.poll(settled, { timeout: 15_000 }).toBe(true)
  if (await failed.isVisible()) {
    await app.dialog().getByRole('button', { name: 'Retry' }).waitFor()
    await page.keyboard.press('Escape')
    await app.dialog().waitFor({ state: 'detached' })
  }
  await app.connectButton().waitFor({ timeout: 15_000 })
  expect(await app.accountButton().count()).toBe(0)
  expect(tab.remoteRequests()).toEqual([])
})
