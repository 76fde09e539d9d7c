import { walletDirectory } from '@walletkit/fixtures'
import { expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()

const walletPages = (requests: readonly string[]) =>
  requests.filter((url) => url.includes('/getWallets') && new URL(url).searchParams.get('entries') === '40')

it('pages through the whole directory, finds a wallet by part of its name, lists installed wallets first and hostile names as text', async () => {
  const tab = await openPage(browser(), { name: 'all-wallets' })
  const { page } = tab
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: 'All wallets' }).click()
  const grid = dialog.getByRole('region', { name: 'All wallets' })
  const tiles = grid.getByRole('button')
  await tiles.first().waitFor({ timeout: 15_000 })

  // Installed wallets first: the sandbox's browser wallet is in the directory too.
  await expect.poll(() => tiles.first().getAttribute('aria-label')).toBe('Sandbox Wallet, installed')
  await app.screenshot('all-wallets')

  // Scroll to the end, page after page, until the directory's last wallet shows.
  const last = walletDirectory.at(-1)?.name as string
  await expect
    .poll(
      async () => {
        await grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
        return grid.getByRole('button', { name: last, exact: true }).count()
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(1)
  // Every page of 40 asked for once, in order, as many as the directory's count needs.
  const pages = walletPages(tab.requests)
  const count = await page.evaluate(
    async (url) => (await (await fetch(url)).json()).count as number,
    pages[0] as string,
  )
  expect(pages.map((url) => Number(new URL(url).searchParams.get('page')))).toEqual(
    Array.from({ length: Math.ceil(count / 40) }, (_, index) => index + 1),
  )
  expect(count).toBeGreaterThan(500)
  // Virtualised: only the rows in view are in the page.
  expect(await tiles.count()).toBeLessThan(60)

  // Search by part of a name: one request, after the 300 ms pause that follows the last key.
  const searchbox = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await searchbox.pressSequentially('arbo', { delay: 50 })
  const results = dialog.getByRole('region', { name: 'Search results' })
  await results.getByRole('button', { name: 'Harbor Wallet' }).waitFor({ timeout: 3_000 })
  expect(
    tab.requests
      .filter((url) => url.includes('search='))
      .map((url) => new URL(url).searchParams.get('search')),
  ).toEqual(['arbo'])

  // A hostile name is text, never markup.
  await searchbox.fill('script')
  const hostile = results.getByRole('button', { name: '"><script>alert(1)</script>', exact: true })
  await hostile.waitFor({ timeout: 3_000 })
  expect(await hostile.textContent()).toContain('"><script>alert(1)</script>')
  await searchbox.fill('onerror')
  await results
    .getByRole('button', { name: '<img src=x onerror=alert(1)>', exact: true })
    .waitFor({ timeout: 3_000 })
  expect(await dialog.locator('img[src="x"]').count()).toBe(0)
  await app.screenshot('all-wallets-hostile')
  expect(dialogs).toEqual([])
  expect(tab.remoteRequests()).toEqual([])
})

it('shows the placeholder for a wallet whose image fails', async () => {
  const tab = await openPage(browser(), { name: 'all-wallets-images' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl(), { scenario: 'wallet-images-500' })
  const app = hostApp(page)
  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('button', { name: 'All wallets' }).click()
  const first = dialog.getByRole('region', { name: 'All wallets' }).getByRole('button').nth(1)
  await first.locator('[data-letter]').waitFor({ timeout: 10_000 })
  expect(await first.locator('img').count()).toBe(0)
  await app.screenshot('all-wallets-placeholders')
  expect(tab.remoteRequests()).toEqual([])
})
