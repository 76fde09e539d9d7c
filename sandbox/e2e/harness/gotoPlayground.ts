import type { Page } from 'playwright-core'

/**
 * Opens the playground (optionally with `?scenario=`, and `?account=` to connect as another of the world's accounts
 * than Alice) and waits until it has booted: the world is loaded, the msw
 * worker answers and the mock wallet is announced, which is when the panel appears.
 * @example await gotoPlayground(page, inject('sandboxUrl'), { scenario: 'balance-500' })
 */
export async function gotoPlayground(
  page: Page,
  sandboxUrl: string,
  { scenario, account }: { scenario?: string; account?: string } = {},
) {
  const url = new URL(sandboxUrl)
  if (scenario) url.searchParams.set('scenario', scenario)
  if (account) url.searchParams.set('account', account)
  await page.goto(url.toString())
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
}
