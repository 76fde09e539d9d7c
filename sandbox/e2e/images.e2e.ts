import type { SandboxWorld } from '@walletkit/fixtures'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

/** The images inside `scope` once each has loaded: their `src` and natural width (0 for a broken image). */
async function loadedImages(scope: Locator, count: number) {
  const images = scope.locator('img')
  await expect.poll(() => images.count(), { timeout: 10_000 }).toBe(count)
  await expect
    .poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete)), {
      timeout: 10_000,
    })
    .toBe(true)
  return images.evaluateAll((all) =>
    all.map((image) => ({
      src: (image as HTMLImageElement).src,
      width: (image as HTMLImageElement).naturalWidth,
    })),
  )
}

/** Saves the dialog in light and then dark, back to light after. */
async function screenshotBoth(page: Page, name: string) {
  const app = hostApp(page)
  await app.screenshot(name)
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot(`${name}-dark`)
  await page.emulateMedia({ colorScheme: 'light' })
}

it("shows the directory's images: the All wallets mini-grid, the token rows, the networks and Buy's currency", async () => {
  const tab = await openPage(browser(), { name: 'images' })
  const { page } = tab
  await page.emulateMedia({ colorScheme: 'light' })
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const dialog = app.dialog()

  // Connect: "All wallets" pictures four directory wallets and says how many there are.
  await app.connectButton().click()
  const allWallets = dialog.getByRole('button', { name: /^All wallets/ })
  // The count comes with the directory's first page, a moment after the view opens.
  await expect.poll(() => allWallets.textContent(), { timeout: 10_000 }).toMatch(/^All wallets, \d+0\+$/)
  const grid = await loadedImages(allWallets, 4)
  expect(grid.every((image) => image.width > 0 && image.src.startsWith('blob:'))).toBe(true)
  expect(tab.requests.filter((url) => url.includes('/getWalletImage/')).length).toBeGreaterThanOrEqual(4)
  await screenshotBoth(page, 'images-connect')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  // Account: each token row shows its logo from GET /public/getTokenImage/{symbol}.
  await app.connect()
  await app.button().click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  const tokens = dialog.getByRole('list', { name: 'Tokens' }).getByRole('listitem')
  await tokens.first().waitFor({ timeout: 10_000 })
  const rows = await tokens.count()
  const logos = await loadedImages(dialog.getByRole('list', { name: 'Tokens' }), rows)
  expect(logos.every((image) => image.width > 0 && image.src.startsWith('blob:'))).toBe(true)
  expect(tab.requests.some((url) => /\/public\/getTokenImage\/ETH\?/.test(url))).toBe(true)
  await screenshotBoth(page, 'images-account')

  // Networks: each network's image from GET /public/getAssetImage/{id}, the chip on Account too.
  const [ethereum] = world.chains
  await dialog.getByRole('button', { name: `Network: ${ethereum?.name}` }).click()
  await dialog.getByRole('heading', { name: 'Choose network' }).waitFor()
  const networks = dialog.getByRole('list', { name: 'Networks' })
  const images = await loadedImages(networks, world.chains.length)
  expect(images.every((image) => image.width > 0 && image.src.startsWith('blob:'))).toBe(true)
  expect(tab.requests.some((url) => url.includes(`/public/getAssetImage/${ethereum?.caipNetworkId}?`))).toBe(
    true,
  )
  await screenshotBoth(page, 'images-networks')

  // Buy: the fiat currency's image from GET /public/getCurrencyImage/{code}, beside its picker.
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: 'Buy' }).click()
  const amount = dialog.getByRole('textbox', { name: 'Amount' })
  await amount.waitFor({ timeout: 10_000 })
  const [currency] = await loadedImages(amount.locator('..'), 1)
  expect(currency?.width).toBeGreaterThan(0)
  expect(tab.requests.some((url) => /\/public\/getCurrencyImage\/USD\?/.test(url))).toBe(true)
  await screenshotBoth(page, 'images-buy')
  expect(tab.remoteRequests()).toEqual([])
})
