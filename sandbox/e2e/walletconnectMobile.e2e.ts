import type { SandboxWorld } from '@walletkit/fixtures'
import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletConnectPanel } from './harness/walletConnectPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

/**
 * A phone (Pixel 7 emulation, 360 px) on the playground, with every wallet link the page opens recorded: each
 * `window.open` call, and each request for the fixtures' universal links (answered 204, as when the phone hands the
 * link to the app: the page stays where it is). Nothing leaves the machine.
 */
async function openPhone(name: string) {
  const tab = await openPage(browser(), { name, mobile: true, width: 360 })
  const universal: string[] = []
  await tab.context.route(
    (url) => url.pathname.includes('/link/'),
    async (route) => {
      universal.push(route.request().url())
      await route.fulfill({ status: 204 })
    },
  )
  await tab.context.addInitScript(() => {
    const calls: string[] = []
    const open = window.open.bind(window)
    Object.assign(window, { __walletLinks: calls })
    window.open = (url?: string | URL, ...rest: [string?, string?]) => {
      calls.push(String(url))
      return open(url, ...rest)
    }
  })
  await gotoPlayground(tab.page, sandboxUrl())
  const opened = () =>
    tab.page.evaluate(() => (window as unknown as { __walletLinks: string[] }).__walletLinks)
  return { tab, app: hostApp(tab.page), panel: walletConnectPanel(tab.page), universal, opened }
}

async function chooseWallet(app: ReturnType<typeof hostApp>, name: string) {
  await app.connectButton().click()
  await app.dialog().getByRole('button', { name: 'All wallets' }).click()
  await app.dialog().getByRole('button', { name, exact: true }).click()
}

/** The visitor leaves for the wallet app (`hidden`) or comes back (`visible`): the events a phone's browser sends. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true })
    Object.defineProperty(document, 'hidden', { value: visibility === 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    if (visibility === 'hidden') window.dispatchEvent(new Event('blur'))
    else {
      window.dispatchEvent(new Event('focus'))
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    }
  }, state)
}

/** What the test wallet does in its app: pairs with the URI the link carried and approves the session. */
async function approveInWalletApp(page: Page, uri: string) {
  const control = (action: string, data: unknown) =>
    page.request.post(new URL(`/__sandbox/walletconnect/${action}`, page.url()).toString(), { data })
  expect((await control('pair', { uri })).ok()).toBe(true)
  const panel = walletConnectPanel(page)
  await expect
    .poll(async () => (await panel.state()).pending.filter((item) => item.kind === 'proposal'), {
      timeout: 10_000,
    })
    .toHaveLength(1)
  const proposal = (await panel.state()).pending.find((item) => item.kind === 'proposal')
  expect((await control('approve', { id: proposal?.id })).ok()).toBe(true)
}

const wcUriOf = (link: string) => new URL(link.replace(/^[a-z]+:\/\//, 'https://x/')).searchParams.get('uri')

it('opens a universal link once, connects while the visitor is in the app, and shows the account on return', async () => {
  const { tab, app, panel, universal, opened } = await openPhone('walletconnect-mobile-universal')
  const { page } = tab
  const alice = world.accounts[0]?.address as string
  const before = (await panel.state()).sessions.map((session) => session.topic)

  await chooseWallet(app, 'Orbit Keys')
  await expect.poll(() => universal.length, { timeout: 15_000 }).toBe(1)
  const link = universal[0] as string
  expect(link).toMatch(/\/__mock\/directory\/link\/orbitkeys\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
  const uri = wcUriOf(link) as string
  expect(await opened()).toEqual([link])
  await app.dialog().getByText('Continue in Orbit Keys').waitFor()
  expect(
    await app
      .dialog()
      .getByRole('img', { name: /QR code/ })
      .count(),
  ).toBe(0)
  expect(await runAxe(page, app.dialog())).toEqual([])
  await app.screenshot('walletconnect-mobile-continue-360')
  await page.emulateMedia({ colorScheme: 'dark' })
  expect(await runAxe(page, app.dialog())).toEqual([])
  await app.screenshot('walletconnect-mobile-continue-360-dark')
  await page.emulateMedia({ colorScheme: 'light' })

  await setVisibility(page, 'hidden')
  await approveInWalletApp(page, uri)
  await page.waitForTimeout(1_000)
  await setVisibility(page, 'visible')

  await app.dialog().waitFor({ state: 'detached', timeout: 15_000 })
  await expect
    .poll(async () => (await app.button().textContent())?.toLowerCase(), { timeout: 10_000 })
    .toMatch(new RegExp(`${alice.slice(-6).toLowerCase()}|alice\\.eth`))
  await app.button().click()
  await app.dialog().getByRole('heading', { name: 'Account' }).waitFor()
  expect(universal).toHaveLength(1)
  expect(await opened()).toHaveLength(1)

  // By keyboard: at 360 px the Account view's balance state overlaps the button (a layout matter of Account's).
  await app.dialog().getByRole('button', { name: 'Disconnect' }).focus()
  await page.keyboard.press('Enter')
  await app.connectButton().waitFor({ timeout: 10_000 })
  await expect
    .poll(async () => (await panel.state()).sessions.filter((live) => !before.includes(live.topic)), {
      timeout: 10_000,
    })
    .toEqual([])
  expect(tab.remoteRequests()).toEqual([])
}, 90_000)

it.each([
  ['a native scheme only', 'Harbor Wallet', /^harborwallet:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/],
  [
    'both, taking the universal link',
    'Tidepool',
    /\/__mock\/directory\/link\/tidepool\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/,
  ],
])('opens the link of a wallet with %s, once', async (_shape, wallet, expected) => {
  const { tab, app, opened } = await openPhone(`walletconnect-mobile-${wallet}`)
  await chooseWallet(app, wallet)
  await expect.poll(async () => (await opened()).length, { timeout: 15_000 }).toBe(1)
  const [link] = await opened()
  expect(link).toMatch(expected)
  const again = app.dialog().getByRole('link', { name: `Open ${wallet}` })
  expect(await again.getAttribute('href')).toBe(link)
  await setVisibility(tab.page, 'hidden')
  await setVisibility(tab.page, 'visible')
  await tab.page.waitForTimeout(500)
  expect(await opened()).toHaveLength(1)
  // The browser reports the app scheme as a request of its own (handed to the OS, not the network).
  expect(tab.remoteRequests().filter((url) => url !== link)).toEqual([])
})

it('keeps the QR code for a wallet without a mobile link on a phone, says why, and opens nothing', async () => {
  const { tab, app, universal, opened } = await openPhone('walletconnect-mobile-none')
  await chooseWallet(app, 'Cobalt Vault')
  const dialog = app.dialog()
  await dialog.getByRole('img', { name: 'QR code to connect Cobalt Vault' }).waitFor({ timeout: 15_000 })
  await dialog.getByText('Cobalt Vault cannot be opened from this browser').waitFor()
  await dialog.getByText(/Cobalt Vault has no link to open its app on a phone\. Scan this code/).waitFor()
  const store = dialog.getByRole('link', { name: 'Get Cobalt Vault on Google Play' })
  expect(await store.getAttribute('href')).toBe('https://play.example/store/apps/details?id=cobaltvault')
  await dialog.getByRole('button', { name: 'Copy link' }).waitFor()
  expect(await runAxe(tab.page, dialog)).toEqual([])
  await app.screenshot('walletconnect-mobile-no-link-360')
  await tab.page.emulateMedia({ colorScheme: 'dark' })
  expect(await runAxe(tab.page, dialog)).toEqual([])
  await app.screenshot('walletconnect-mobile-no-link-360-dark')
  await tab.page.waitForTimeout(500)
  expect(await opened()).toEqual([])
  expect(universal).toEqual([])
  expect(tab.remoteRequests()).toEqual([])
})

it('keeps the QR code on a desktop for a wallet with a universal link, and opens nothing', async () => {
  const tab = await openPage(browser(), { name: 'walletconnect-mobile-desktop' })
  await gotoPlayground(tab.page, sandboxUrl())
  const app = hostApp(tab.page)
  await chooseWallet(app, 'Orbit Keys')
  await app.dialog().getByRole('img', { name: 'QR code to connect Orbit Keys' }).waitFor({ timeout: 15_000 })
  await app.dialog().getByText('Scan with your phone').waitFor()
  expect(tab.requests.filter((url) => url.includes('/link/'))).toEqual([])
})
