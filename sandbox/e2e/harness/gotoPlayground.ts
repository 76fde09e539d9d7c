import type { Page } from 'playwright-core'
import { speedUpTimers } from './speedUpTimers.js'

/**
 * Opens the playground (optionally with `?scenario=`, `?account=` to connect as another of the world's accounts
 * than Alice, and other URL parameters of the playground, such as `collapseWallets`) and waits until it has booted:
 * the world is loaded, the msw worker answers and the mock wallet is announced, which is when the panel appears.
 * @example await gotoPlayground(page, sandboxUrl(), { scenario: 'balance-500' })
 */
export async function gotoPlayground(
  page: Page,
  sandboxUrl: string,
  {
    scenario,
    account,
    params = {},
    fastTimers = false,
  }: {
    scenario?: string
    account?: string
    params?: Record<string, string>
    /** Runs the page's timers ten times faster (`speedUpTimers`): for scenarios that wait out a time-out. */
    fastTimers?: boolean
  } = {},
) {
  if (fastTimers) await speedUpTimers(page)
  const url = new URL(sandboxUrl)
  if (scenario) url.searchParams.set('scenario', scenario)
  if (account) url.searchParams.set('account', account)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  await page.goto(url.toString())
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
}
