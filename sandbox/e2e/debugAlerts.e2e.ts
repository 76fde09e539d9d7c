import type { Locator, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { freshEmail, loginWithEmail, setFrameScenario, startEmailLogin } from './embeddedLogin.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage, type PageUnderTest } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()

/** The playground with a scenario, and with the kit's debug option when `debug` (`?debug=1`, the panel's switch). */
async function open(
  name: string,
  scenario: string | undefined,
  { debug, authTimeout }: { debug: boolean; authTimeout?: number },
): Promise<PageUnderTest> {
  const tab = await openPage(browser(), { name })
  const url = new URL(sandboxUrl())
  if (debug) url.searchParams.set('debug', '1')
  if (authTimeout) url.searchParams.set('authTimeout', String(authTimeout))
  await gotoPlayground(tab.page, url.toString(), { scenario })
  return tab
}

/** Opens Connect and its All wallets view, which asks the wallet directory (GET /getWallets); waits until it has asked. */
async function openAllWallets(tab: PageUnderTest) {
  const app = hostApp(tab.page)
  await app.connectButton().click()
  await app.dialog().getByRole('button', { name: 'All wallets' }).click()
  await expect.poll(() => directoryCalls(tab), { timeout: 10_000 }).toBeGreaterThan(0)
  return app.dialog()
}

const directoryCalls = (tab: PageUnderTest) =>
  tab.requests.filter((url) => url.includes('/getWallets')).length

const debugAlert = (page: Page, title: string) =>
  hostApp(page)
    .dialog()
    .getByRole('alert')
    .filter({ has: page.getByText(title, { exact: true }) })

const forbidden = [
  {
    scenario: 'origin-not-allowed',
    title: 'Invalid App Configuration',
    details: /Origin not found on Allowlist/,
  },
  { scenario: 'invalid-project-id', title: 'Invalid App Configuration', details: /Invalid Project ID/ },
  {
    scenario: 'project-id-not-configured',
    title: 'Project ID Not Configured',
    details: /update configuration/,
  },
]

it.each(forbidden)(
  'alerts "$title" in debug mode when the wallet directory answers 403 ($scenario), and not without debug',
  async ({ scenario, title, details }) => {
    const on = await open(`debug-alert-${scenario}`, scenario, { debug: true })
    await openAllWallets(on)
    const alert = debugAlert(on.page, title)
    await alert.waitFor({ timeout: 10_000 })
    await alert.getByText(details).waitFor()
    await hostApp(on.page).screenshot(`debug-alert-${scenario}`)
    expect(on.remoteRequests()).toEqual([])
    await on.close()

    const off = await open(`debug-alert-${scenario}-off`, scenario, { debug: false })
    await openAllWallets(off)
    await off.page.waitForTimeout(1_000)
    expect(await debugAlert(off.page, title).count()).toBe(0)
    expect(off.remoteRequests()).toEqual([])
  },
)

it('shows the alert once: dismissed, it stays away while the 403s go on', async () => {
  const tab = await open('debug-alert-once', 'origin-not-allowed', { debug: true })
  const dialog = await openAllWallets(tab)
  const alert = debugAlert(tab.page, 'Invalid App Configuration')
  await alert.waitFor({ timeout: 10_000 })
  await dialog.getByRole('button', { name: 'Dismiss alert' }).click()
  await alert.waitFor({ state: 'detached' })
  const asked = directoryCalls(tab)
  await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('sandbox')
  await expect.poll(() => directoryCalls(tab), { timeout: 10_000 }).toBeGreaterThan(asked)
  await tab.page.waitForTimeout(1_000)
  expect(await alert.count()).toBe(0)
})

it('alerts "Network Not Found" in debug mode when supported-chains lists not the active network, and not without', async () => {
  for (const debug of [true, false]) {
    const tab = await open(`debug-alert-network-${debug ? 'on' : 'off'}`, 'unsupported-network', { debug })
    const app = hostApp(tab.page)
    await app.connect()
    await expect
      .poll(() => tab.requests.some((url) => url.includes('/v1/supported-chains')), { timeout: 10_000 })
      .toBe(true)
    await app.button().click()
    await app.dialog().getByRole('heading', { name: 'Account' }).waitFor()
    const alert = debugAlert(tab.page, 'Network Not Found')
    if (debug) {
      await alert.waitFor({ timeout: 10_000 })
      await alert.getByText(/does not list eip155:\d+ among its supported networks/).waitFor()
      await app.screenshot('debug-alert-network-not-found')
    } else {
      await tab.page.waitForTimeout(1_000)
      expect(await alert.count()).toBe(0)
    }
    expect(tab.remoteRequests()).toEqual([])
    await tab.close()
  }
})

it("turns debug on from the panel's Debug switch (?debug=1)", async () => {
  const tab = await open('debug-alert-switch', 'project-id-not-configured', { debug: false })
  const toggle = tab.page.getByRole('region', { name: 'Debug' }).getByRole('switch', { name: /Debug alerts/ })
  expect(await toggle.isChecked()).toBe(false)
  await Promise.all([tab.page.waitForURL(/[?&]debug=1/), toggle.click()])
  await tab.page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  expect(new URL(tab.page.url()).searchParams.get('scenario')).toBe('project-id-not-configured')
  expect(await tab.page.getByRole('region', { name: 'Debug' }).getByRole('switch').isChecked()).toBe(true)
  await openAllWallets(tab)
  await debugAlert(tab.page, 'Project ID Not Configured').waitFor({ timeout: 10_000 })
})

/**
 * Under a login-frame scenario, the page with debug on shows the alert (checked by `seen`), and without debug shows
 * none; the frame goes back to its happy path afterwards.
 */
async function expectFrameAlert(
  frameScenario: string,
  title: string,
  {
    authTimeout,
    act,
    seen,
  }: {
    authTimeout?: number
    act(page: Page, debug: boolean): Promise<void>
    seen(alert: Locator): Promise<void>
  },
) {
  const frameUrl = (await readSandboxWorld(sandboxUrl())).services.loginFrameUrl ?? ''
  await setFrameScenario(frameUrl, frameScenario)
  try {
    for (const debug of [true, false]) {
      const tab = await open(`debug-alert-${frameScenario}-${debug ? 'on' : 'off'}`, undefined, {
        debug,
        ...(authTimeout ? { authTimeout } : {}),
      })
      await act(tab.page, debug)
      const alert = debugAlert(tab.page, title)
      if (debug) await seen(alert)
      else {
        await tab.page.waitForTimeout(1_000)
        expect(await alert.count()).toBe(0)
      }
      expect(tab.remoteRequests()).toEqual([])
      await tab.close()
    }
  } finally {
    await setFrameScenario(frameUrl, 'none')
  }
}

it('alerts "Session Expired" in debug mode when the login frame\'s session token is not yet valid, and not without', async () => {
  await expectFrameAlert('session-not-yet-valid', 'Session Expired', {
    act: (page, debug) => loginWithEmail(page, freshEmail(`session-${debug}`)),
    async seen(alert) {
      await alert.waitFor({ timeout: 10_000 })
      await hostApp(alert.page()).screenshot('debug-alert-session-expired')
    },
  })
})

it('alerts "Invalid App Configuration" in debug mode when the login frame never loads (socials time-out), and not without', async () => {
  await expectFrameAlert('frame-not-ready', 'Invalid App Configuration', {
    authTimeout: 3_000,
    async act(page, debug) {
      await startEmailLogin(page, freshEmail(`not-ready-${debug}`))
      const dialog = hostApp(page).dialog()
      await dialog.getByRole('alert').getByText('Something went wrong').waitFor({ timeout: 15_000 })
    },
    async seen(alert) {
      await alert.waitFor({ timeout: 10_000 })
      expect(await alert.textContent()).toContain('did not load in time')
    },
  })
})
