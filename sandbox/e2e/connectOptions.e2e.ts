import { installedWalletRdns } from '@walletkit/fixtures'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { inEachColorScheme } from './harness/inEachColorScheme.js'
import { openPage } from './harness/openPage.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
const REASON = 'To connect, first agree to the terms of service and privacy policy.'

/** Opens the playground with the given Connect options and the modal on Connect, its wallet list shown. */
async function openConnect(name: string, params: Record<string, string>) {
  const tab = await openPage(browser(), { name })
  await gotoPlayground(tab.page, sandboxUrl(), { params })
  const app = hostApp(tab.page)
  await app.connectButton().click()
  await app.dialog().getByRole('heading', { name: 'Connect wallet' }).waitFor()
  return { ...tab, app, dialog: app.dialog() }
}

/** The URLs of the directory's recommended-wallets requests (4 entries) the page made. */
const recommendedRequests = (requests: readonly string[]) =>
  requests.filter((url) => url.includes('/getWallets') && new URL(url).searchParams.get('entries') === '4')

/** Whether the modal is still on Connect with nothing started: no wallet request pending, no other view. */
async function expectNothingStarted(page: Page) {
  const dialog = hostApp(page).dialog()
  expect(await dialog.getByRole('heading', { name: 'Connect wallet' }).isVisible()).toBe(true)
  expect(await dialog.getByRole('button', { name: 'Back' }).count()).toBe(0)
  expect(await walletPanel(page).request('eth_requestAccounts').count()).toBe(0)
}

it('blocks every connect method until the legal checkbox is ticked, then connects the wallet, in light and in dark', async () => {
  const { page, dialog, app, remoteRequests } = await openConnect('connect-legal', { legalCheckbox: '1' })
  const popups: string[] = []
  page.on('popup', (popup) => popups.push(popup.url()))
  const checkbox = dialog.getByRole('checkbox', {
    name: 'I agree to our terms of service and privacy policy',
  })
  await checkbox.waitFor()
  await dialog.getByText(REASON).waitFor()
  expect(await dialog.getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe(
    'https://example.com/terms',
  )
  const wallet = dialog.getByRole('button', { name: /Sandbox Wallet/ })
  await wallet.waitFor()

  const methods = [
    wallet,
    dialog.getByRole('button', { name: 'WalletConnect' }),
    dialog.getByRole('button', { name: 'All wallets' }),
    dialog.getByRole('button', { name: 'Continue with Google' }),
    dialog.getByRole('button', { name: 'Continue with Farcaster' }),
  ]
  for (const method of methods) {
    expect(await method.getAttribute('aria-disabled')).toBe('true')
    expect(await method.evaluate((element) => element.getAttribute('aria-describedby'))).toBeTruthy()
    // A visitor clicking it anyway: nothing starts.
    await method.click({ force: true })
    await expectNothingStarted(page)
  }
  const email = dialog.getByRole('textbox', { name: 'Email address' })
  expect(await email.getAttribute('aria-disabled')).toBe('true')
  await email.click({ force: true })
  await page.keyboard.type('visitor@example.com')
  await page.keyboard.press('Enter')
  expect(await email.inputValue()).toBe('')
  await expectNothingStarted(page)
  expect(popups).toEqual([])
  // Each locked method is described by the visible reason.
  const reasonId = await wallet.getAttribute('aria-describedby')
  expect(await page.locator(`[id="${reasonId}"]`).textContent()).toBe(REASON)

  await inEachColorScheme(page, dialog, async (colorScheme) => {
    expect(await runAxe(page, dialog)).toEqual([])
    await app.screenshot(`connect-legal-checkbox-${colorScheme}`)
  })

  await checkbox.check()
  await dialog.getByText(REASON).waitFor({ state: 'detached' })
  expect(await wallet.getAttribute('aria-disabled')).toBeNull()
  await inEachColorScheme(page, dialog, async (colorScheme) => {
    expect(await runAxe(page, dialog)).toEqual([])
    await app.screenshot(`connect-legal-checkbox-ticked-${colorScheme}`)
  })
  await wallet.click()
  await dialog.getByText('Continue in Sandbox Wallet').waitFor()
  await walletPanel(page).approve('eth_requestAccounts')
  await dialog.waitFor({ state: 'detached', timeout: 10_000 })
  await app.accountButton().waitFor({ timeout: 10_000 })
  expect(remoteRequests()).toEqual([])
})

it('shows the terms and privacy footer without the checkbox, and locks nothing', async () => {
  const { page, dialog, app } = await openConnect('connect-legal-footer', { legalFooter: '1' })
  await dialog.getByText(/By connecting your wallet, you agree to our/).waitFor()
  expect(await dialog.getByRole('checkbox').count()).toBe(0)
  const wallet = dialog.getByRole('button', { name: /Sandbox Wallet/ })
  expect(await wallet.getAttribute('aria-disabled')).toBeNull()
  expect(await runAxe(page, dialog)).toEqual([])
  await app.screenshot('connect-legal-footer')
})

it.each([
  ['collapseWallets', { collapseWallets: '1' }],
  ['emailShowWallets', { emailShowWallets: '0' }],
])('puts the wallets behind "Continue with a wallet" with %s, which lists them', async (option, params) => {
  const { page, dialog, app, remoteRequests } = await openConnect(`connect-${option}`, params)
  const entry = dialog.getByRole('button', { name: 'Continue with a wallet' })
  await entry.waitFor()
  expect(await dialog.getByRole('button', { name: /Sandbox Wallet/ }).count()).toBe(0)
  expect(await dialog.getByRole('button', { name: 'All wallets' }).count()).toBe(0)
  await dialog.getByRole('textbox', { name: 'Email address' }).waitFor()
  await dialog.getByRole('button', { name: 'Continue with Google' }).waitFor()
  expect(await runAxe(page, dialog)).toEqual([])
  await app.screenshot(`connect-${option}`)

  await entry.click()
  const wallet = dialog.getByRole('button', { name: /Sandbox Wallet/ })
  await wallet.waitFor()
  await dialog.getByRole('button', { name: 'Back' }).waitFor()
  expect(await dialog.getByRole('textbox', { name: 'Email address' }).count()).toBe(0)
  expect(await runAxe(page, dialog)).toEqual([])
  await app.screenshot(`connect-${option}-wallets`)
  await wallet.click()
  await dialog.getByText('Continue in Sandbox Wallet').waitFor()
  expect(remoteRequests()).toEqual([])
})

it("lists the directory's recommended wallets on Connect after the installed one, each once", async () => {
  const { page, dialog, app, requests, remoteRequests } = await openConnect('connect-recommended', {})
  const list = dialog.getByRole('list', { name: 'Wallets' })
  await list.getByRole('button', { name: /Sandbox Wallet/ }).waitFor()
  await expect.poll(() => recommendedRequests(requests).length, { timeout: 10_000 }).toBe(1)
  const { data } = await page.evaluate(
    async (url) => (await (await fetch(url)).json()) as { data: { name: string; rdns: string | null }[] },
    recommendedRequests(requests)[0] as string,
  )
  // The sandbox wallet is installed, so it is listed once, as the browser wallet; the next one is recommended.
  const recommended = data.filter((wallet) => !installedWalletRdns.includes(wallet.rdns ?? ''))
  const first = recommended[0]?.name as string
  expect(first).toBeTruthy()
  const row = list.getByRole('button', { name: first, exact: true })
  await row.waitFor({ timeout: 10_000 })
  // With the directory's logo, as in the All wallets grid.
  await expect
    .poll(() => row.locator('img').getAttribute('src'), { timeout: 10_000 })
    .toMatch(/^(data:image\/|blob:http:\/\/127\.0\.0\.1)/)
  const rows = await list
    .getByRole('button')
    // The visible label; a row with a tag ends it in a comma for screen readers ("Sandbox Wallet, Installed").
    .evaluateAll((buttons) =>
      buttons.map((button) => button.querySelector('.wk-item-label')?.textContent?.replace(/,$/, '')),
    )
  // Email and the socials take 2 of the 4 rows, the sandbox wallet 1: one recommended wallet fills the last.
  expect(rows).toEqual(['WalletConnect', 'Sandbox Wallet', first, 'All wallets'])
  expect(rows.filter((name) => name === 'Sandbox Wallet')).toHaveLength(1)
  await app.screenshot('connect-recommended')
  expect(remoteRequests()).toEqual([])
})
