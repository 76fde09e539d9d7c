import type { Page } from 'playwright-core'
import { hostApp } from './hostApp.js'
import type { RememberedConnection } from './rememberedConnection.js'
import { speedUpTimers } from './speedUpTimers.js'

/**
 * Opens the playground (optionally with `?scenario=`, `?account=` to connect as another of the world's accounts
 * than Alice, and other URL parameters of the playground, such as `collapseWallets`) and waits until it has booted:
 * the world is loaded, the msw worker answers and the mock wallet is announced, which is when the panel appears. With
 * `remembered` (rememberedConnection), the tab starts with a connected visitor's storage and this resolves once
 * the kit has reconnected, its account in the header.
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
    remembered,
  }: {
    scenario?: string
    account?: string
    params?: Record<string, string>
    /** Runs the page's timers ten times faster (`speedUpTimers`): for scenarios that wait out a time-out. */
    fastTimers?: boolean
    /** Open connected to the sandbox wallet, as the tab that stored this was (see rememberedConnection). */
    remembered?: RememberedConnection
  } = {},
) {
  if (fastTimers) await speedUpTimers(page)
  if (remembered) await page.addInitScript(seedStorage, { origin: new URL(sandboxUrl).origin, ...remembered })
  const url = new URL(sandboxUrl)
  if (scenario) url.searchParams.set('scenario', scenario)
  if (account) url.searchParams.set('account', account)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  await page.goto(url.toString())
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  if (remembered) await hostApp(page).accountButton().waitFor({ timeout: 15_000 })
}

/**
 * Runs in the page before its scripts, on every navigation: the first time in the tab, writes the remembered storage
 * (later loads keep what the page itself stored since, a disconnect included).
 */
function seedStorage({ origin, ...remembered }: RememberedConnection & { origin: string }) {
  const SEEDED = 'walletkit-e2e:seeded'
  if (window.top !== window || location.origin !== origin || sessionStorage.getItem(SEEDED)) return
  for (const [key, value] of Object.entries(remembered.localStorage)) localStorage.setItem(key, value)
  for (const [key, value] of Object.entries(remembered.sessionStorage)) sessionStorage.setItem(key, value)
  sessionStorage.setItem(SEEDED, '1')
}
