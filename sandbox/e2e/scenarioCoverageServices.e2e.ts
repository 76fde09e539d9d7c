import type { Locator, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { clickUntilItTakes } from './harness/clickUntilItTakes.js'
import { fillSwap } from './harness/fillSwap.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openAccountAction } from './harness/openAccountAction.js'
import { openPage } from './harness/openPage.js'
import { rememberedConnection } from './harness/rememberedConnection.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { waitsOutTimeout } from './harness/speedUpTimers.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

// The catalogue's time-out and malformed-JSON scenarios of Swap, Buy, names and the wallet directory (their 500s are
// in swapBuyScenarios.e2e.ts, names.e2e.ts, allWallets.e2e.ts), each triggered through the kit's views and checked
// by what the visitor sees. A time-out scenario waits out the kit's 10 s on a page whose timers run ten times
// faster.
const browser = startBrowserForFile()

/** Longer than the kit's 10 s request time-out, for the scenarios that never answer. */
const PAST_TIMEOUT = 25_000

/** An error the visitor can act on: an alert in the view, and Retry. */
async function alertWithRetry(dialog: Locator, text?: string): Promise<void> {
  const alert = dialog.getByRole('alert').filter(text ? { hasText: text } : {})
  await alert.first().waitFor({ timeout: PAST_TIMEOUT })
  await dialog.getByRole('button', { name: 'Retry' }).first().waitFor()
}

async function quoteFails(page: Page): Promise<void> {
  const dialog = await openAccountAction(page, 'Swap')
  await fillSwap(dialog, { sell: 'USDC', buy: 'WKT', amount: '10' })
  await alertWithRetry(dialog)
}

async function tokensFail(page: Page): Promise<void> {
  const dialog = await openAccountAction(page, 'Swap')
  await dialog.getByRole('button', { name: /^(Select token to buy|Buy token)/ }).click()
  await alertWithRetry(dialog, 'The tokens could not be loaded')
}

/** The swap cannot be built: a malformed answer is the service failing, a time-out says so and offers Try again. */
const buildFails =
  (problem: 'malformed' | 'timeout') =>
  async (page: Page): Promise<void> => {
    const dialog = await openAccountAction(page, 'Swap')
    await fillSwap(dialog, { sell: 'ETH', buy: 'WKT', amount: '0.1' })
    await dialog.getByRole('button', { name: 'Swap', exact: true }).last().click({ timeout: PAST_TIMEOUT })
    if (problem === 'malformed') await alertWithRetry(dialog, 'The swap service failed')
    else {
      await dialog.getByText('Request timed out').waitFor({ timeout: PAST_TIMEOUT })
      await dialog.getByRole('button', { name: 'Try again' }).waitFor()
    }
  }

async function pricesMissing(page: Page): Promise<void> {
  const dialog = await openAccountAction(page, 'Swap')
  await fillSwap(dialog, { sell: 'USDC', buy: 'WKT', amount: '10' })
  // The quote still comes, and the action with it; only the dollar values are missing.
  await dialog.getByRole('button', { name: 'Approve USDC' }).waitFor({ timeout: PAST_TIMEOUT })
  const sellCard = dialog.getByRole('textbox', { name: 'Sell amount' }).locator('xpath=../..')
  expect(await sellCard.textContent()).not.toContain('$')
}

async function purchasePageFails(page: Page): Promise<void> {
  const dialog = await openAccountAction(page, 'Buy')
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100')
  const opened: Page[] = []
  page.context().on('page', (popup) => opened.push(popup))
  await dialog.getByRole('button', { name: 'Buy with Coinbase' }).click({ timeout: PAST_TIMEOUT })
  await alertWithRetry(dialog, "Couldn't open the purchase page")
  expect(opened).toEqual([])
}

async function sampleOptions(page: Page): Promise<void> {
  const dialog = await openAccountAction(page, 'Buy')
  await dialog.getByText('Showing sample options').waitFor({ timeout: PAST_TIMEOUT })
}

async function mockQuote(page: Page): Promise<void> {
  const dialog = await openAccountAction(page, 'Buy')
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100')
  await expect
    .poll(() => dialog.getByRole('region', { name: 'Quote' }).textContent(), { timeout: PAST_TIMEOUT })
    .toContain('Estimated')
}

/** Opens Choose a name on a page connected as Dave (who has no name). */
async function chooseNameAsDave(page: Page): Promise<Locator> {
  const app = hostApp(page)
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: 'Choose a name' }).click({ timeout: PAST_TIMEOUT })
  await dialog.getByRole('heading', { name: 'Choose a name' }).waitFor()
  return dialog
}

async function suggestionsFail(page: Page): Promise<void> {
  const dialog = await chooseNameAsDave(page)
  await dialog.getByRole('textbox', { name: 'Name' }).fill('dave')
  await alertWithRetry(dialog, 'Names could not be checked')
}

async function registrationFails(page: Page): Promise<void> {
  const dialog = await chooseNameAsDave(page)
  const label = `dave-${Date.now().toString(36)}`
  await dialog.getByRole('textbox', { name: 'Name' }).fill(label)
  // As a visitor does: Register once the name shows as available; again until the wallet asks (clickUntilItTakes).
  await dialog.getByText(`${label}.wk.id is available`).waitFor({ timeout: PAST_TIMEOUT })
  const register = dialog.getByRole('button', { name: `Register ${label}.wk.id` })
  const signature = walletPanel(page).request('personal_sign')
  await clickUntilItTakes(register, () => signature.isVisible(), { timeout: PAST_TIMEOUT })
  await walletPanel(page).approve('personal_sign')
  await alertWithRetry(dialog, 'The name could not be registered')
}

async function noWallets(page: Page): Promise<void> {
  const app = hostApp(page)
  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: 'All wallets' }).click({ timeout: PAST_TIMEOUT })
  await dialog.getByText('No wallets to show').waitFor({ timeout: PAST_TIMEOUT })
  await dialog.getByRole('button', { name: 'Retry' }).waitFor()
}

async function imagePlaceholders(page: Page): Promise<void> {
  const app = hostApp(page)
  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: 'All wallets' }).click()
  const first = dialog.getByRole('region', { name: 'All wallets' }).getByRole('button').nth(1)
  await first.locator('[data-letter]').waitFor({ timeout: PAST_TIMEOUT })
  expect(await first.locator('img').count()).toBe(0)
}

/** `startsDisconnected`: the scenario's outcome shows in the Connect view; the others start connected. */
const outcomes: {
  scenario: string
  account?: string
  startsDisconnected?: true
  see(page: Page): Promise<void>
}[] = [
  { scenario: 'convert-quotes-timeout', see: quoteFails },
  { scenario: 'convert-quotes-malformed', see: quoteFails },
  { scenario: 'convert-tokens-timeout', see: tokensFail },
  { scenario: 'convert-tokens-malformed', see: tokensFail },
  { scenario: 'convert-allowance-timeout', see: quoteFails },
  { scenario: 'convert-allowance-malformed', see: quoteFails },
  { scenario: 'convert-gas-price-timeout', see: quoteFails },
  { scenario: 'convert-gas-price-malformed', see: quoteFails },
  { scenario: 'convert-build-timeout', see: buildFails('timeout') },
  { scenario: 'convert-build-malformed', see: buildFails('malformed') },
  { scenario: 'fungible-price-timeout', see: pricesMissing },
  { scenario: 'fungible-price-malformed', see: pricesMissing },
  { scenario: 'onramp-url-timeout', see: purchasePageFails },
  { scenario: 'onramp-url-malformed', see: purchasePageFails },
  { scenario: 'onramp-options-timeout', see: sampleOptions },
  { scenario: 'onramp-options-malformed', see: sampleOptions },
  { scenario: 'onramp-quote-timeout', see: mockQuote },
  { scenario: 'onramp-quote-malformed', see: mockQuote },
  { scenario: 'profile-suggestions-500', account: 'Dave', see: suggestionsFail },
  { scenario: 'profile-suggestions-timeout', account: 'Dave', see: suggestionsFail },
  { scenario: 'profile-suggestions-malformed', account: 'Dave', see: suggestionsFail },
  { scenario: 'profile-register-timeout', account: 'Dave', see: registrationFails },
  { scenario: 'profile-register-malformed', account: 'Dave', see: registrationFails },
  { scenario: 'wallets-500', startsDisconnected: true, see: noWallets },
  { scenario: 'wallets-timeout', startsDisconnected: true, see: noWallets },
  { scenario: 'wallet-images-timeout', startsDisconnected: true, see: imagePlaceholders },
  { scenario: 'wallet-images-malformed', startsDisconnected: true, see: imagePlaceholders },
]

// Each scenario in its own page, one after another. Five pages at once were no faster on two cores (each page's boot
// is CPU-bound) and, slowed down fivefold, missed Playwright's 30 s for a click on a cold CI run.
it.for(outcomes)(
  '$scenario: the view shows what the scenario says',
  { timeout: 120_000 },
  async ({ scenario, account, startsDisconnected, see }, { onTestFinished, expect }) => {
    const tab = await openPage(browser(), { name: `coverage-services-${scenario}`, finished: onTestFinished })
    await gotoPlayground(tab.page, sandboxUrl(), {
      scenario,
      ...(account ? { account } : {}),
      fastTimers: waitsOutTimeout(scenario),
      ...(startsDisconnected ? {} : { remembered: await rememberedConnection(browser()) }),
    })
    await see(tab.page)
    expect(tab.remoteRequests()).toEqual([])
  },
)
