import type { Locator } from 'playwright-core'

/**
 * In the Swap view, picks the token to sell and the token to buy in their lists (searching the latter) and types
 * the amount to sell, as a visitor does.
 * @example await fillSwap(dialog, { sell: 'USDC', buy: 'WKT', amount: '100' })
 */
export async function fillSwap(
  dialog: Locator,
  { sell, buy, amount }: { sell: string; buy: string; amount: string },
): Promise<void> {
  await dialog.getByRole('button', { name: /^Sell token/ }).click()
  await dialog.getByRole('heading', { name: 'Select a token to sell' }).waitFor()
  await dialog.getByRole('button', { name: new RegExp(`^${sell} `) }).click()
  await dialog.getByRole('button', { name: /^(Select token to buy|Buy token)/ }).click()
  await dialog.getByRole('heading', { name: 'Select a token to buy' }).waitFor()
  await dialog.getByRole('searchbox', { name: 'Search tokens' }).fill(buy)
  await dialog.getByRole('button', { name: new RegExp(`^${buy} `) }).click()
  await dialog.getByRole('textbox', { name: 'Sell amount' }).fill(amount)
}
