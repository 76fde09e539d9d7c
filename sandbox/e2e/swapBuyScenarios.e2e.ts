import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { fillSwap } from './harness/fillSwap.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { openAccountAction } from './harness/openAccountAction.js'
import { openPage } from './harness/openPage.js'
import { rememberedConnection } from './harness/rememberedConnection.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()

/** A quote that cannot be had (its gas price or allowance failed): an error naming the HTTP status, and Retry. */
async function quoteFails(page: Page): Promise<void> {
  const dialog = await openAccountAction(page, 'Swap')
  await fillSwap(dialog, { sell: 'USDC', buy: 'WKT', amount: '10' })
  await dialog.getByRole('alert').filter({ hasText: 'HTTP status code: 500' }).waitFor({ timeout: 10_000 })
  await dialog.getByRole('button', { name: 'Retry' }).waitFor()
}

/** What the visitor sees, in the Swap or Buy view, when one of the endpoints they call answers HTTP 500. */
const outcomes: { scenario: string; see(page: Page): Promise<void> }[] = [
  {
    scenario: 'convert-tokens-500',
    async see(page) {
      const dialog = await openAccountAction(page, 'Swap')
      await dialog.getByRole('button', { name: /^(Select token to buy|Buy token)/ }).click()
      await dialog.getByRole('alert').filter({ hasText: 'The tokens could not be loaded' }).waitFor()
      await dialog.getByRole('button', { name: 'Retry' }).waitFor()
    },
  },
  {
    scenario: 'convert-allowance-500',
    see: quoteFails,
  },
  {
    scenario: 'convert-gas-price-500',
    see: quoteFails,
  },
  {
    scenario: 'convert-build-500',
    async see(page) {
      const dialog = await openAccountAction(page, 'Swap')
      await fillSwap(dialog, { sell: 'ETH', buy: 'WKT', amount: '0.1' })
      await dialog.getByRole('button', { name: 'Swap', exact: true }).last().click()
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'The swap service failed (HTTP status code: 500)' })
        .waitFor({ timeout: 10_000 })
      await dialog.getByRole('button', { name: 'Retry' }).waitFor()
    },
  },
  {
    scenario: 'fungible-price-500',
    async see(page) {
      const dialog = await openAccountAction(page, 'Swap')
      await fillSwap(dialog, { sell: 'USDC', buy: 'WKT', amount: '10' })
      // The quote still comes, and the action with it; only the dollar values are missing.
      await dialog.getByRole('button', { name: 'Approve USDC' }).waitFor({ timeout: 10_000 })
      const sellCard = dialog.getByRole('textbox', { name: 'Sell amount' }).locator('xpath=../..')
      expect(await sellCard.textContent()).not.toContain('$')
    },
  },
  {
    scenario: 'onramp-url-500',
    async see(page) {
      const dialog = await openAccountAction(page, 'Buy')
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('100')
      const opened: Page[] = []
      page.context().on('page', (popup) => opened.push(popup))
      await dialog.getByRole('button', { name: 'Buy with Coinbase' }).click()
      await dialog.getByRole('alert').filter({ hasText: "Couldn't open the purchase page" }).waitFor()
      await dialog.getByRole('button', { name: 'Retry' }).waitFor()
      expect(opened).toEqual([])
    },
  },
  {
    scenario: 'onramp-options-500',
    async see(page) {
      const dialog = await openAccountAction(page, 'Buy')
      await dialog.getByText('Showing sample options').waitFor({ timeout: 10_000 })
    },
  },
  {
    scenario: 'onramp-quote-500',
    async see(page) {
      const dialog = await openAccountAction(page, 'Buy')
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('100')
      await expect
        .poll(() => dialog.getByRole('region', { name: 'Quote' }).textContent(), { timeout: 10_000 })
        .toContain('Estimated')
    },
  },
]

it.each(outcomes)(
  '$scenario: the Swap or Buy view shows what the scenario says',
  async ({ scenario, see }) => {
    const tab = await openPage(browser(), { name: `swap-buy-${scenario}` })
    // Connecting is not what these tests are about: each page opens connected, as after a reload.
    await gotoPlayground(tab.page, sandboxUrl(), {
      scenario,
      remembered: await rememberedConnection(browser()),
    })
    await see(tab.page)
  },
)
