import type { SandboxWorld } from '@walletkit/fixtures'
import jsQR from 'jsqr'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { fetchFromPage } from './harness/fetchFromPage.js'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { rememberedConnection } from './harness/rememberedConnection.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

/** Opens Account on a page that opens connected (connecting is connect.e2e.ts's), under `scenario` if given. */
async function openAccount(page: Page, scenario?: string) {
  await gotoPlayground(page, sandboxUrl(), { scenario, remembered: await rememberedConnection(browser()) })
  const app = hostApp(page)
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  return { app, dialog }
}

/** Decodes the QR code in an element's screenshot: the page turns the PNG into pixels, jsQR reads them. */
async function decodeQr(page: Page, element: Locator): Promise<string | undefined> {
  const png = (await element.screenshot()).toString('base64')
  const { data, width, height } = await page.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.drawImage(image, 0, 0)
    const pixels = context.getImageData(0, 0, image.width, image.height)
    return { data: Array.from(pixels.data), width: image.width, height: image.height }
  }, png)
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data
}

it('shows the address as a QR code and as text on Receive, with the networks it can receive on', async () => {
  const tab = await openPage(browser(), { name: 'account-receive' })
  const { page } = tab
  const alice = world.accounts[0]?.address as string
  const { app, dialog } = await openAccount(page)
  await dialog.getByRole('button', { name: 'Receive' }).click()
  await dialog.getByRole('heading', { name: 'Receive' }).waitFor()
  const qr = dialog.getByRole('img', { name: 'QR code of your address' })
  expect(await decodeQr(page, qr)).toBe(alice)
  expect(await dialog.getByText(alice, { exact: true }).count()).toBe(1)
  const networks = dialog.getByRole('region', { name: 'Networks' }).getByRole('listitem')
  // Each chip is the network's image (a letter tile here, hidden from assistive technology) and its name.
  const names = (await networks.allTextContents()).map((text, index) =>
    text.slice(text.length - (world.chains[index]?.name.length ?? 0)),
  )
  expect(names).toEqual(world.chains.map((chain) => chain.name))
  await app.screenshot('wallet-receive')
  expect(await runAxe(page, dialog)).toEqual([])
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot('wallet-receive-dark')
  expect(await runAxe(page, dialog)).toEqual([])
  expect(tab.remoteRequests()).toEqual([])
})

it('pages through the history on scroll, grouped by year and month, newest first, without spam', async () => {
  const tab = await openPage(browser(), { name: 'account-activity' })
  const { page } = tab
  const alice = world.accounts[0]?.address as string
  const chainId = world.chains[0]?.caipNetworkId as string
  const { app, dialog } = await openAccount(page)

  // What the API holds for Alice on this chain, page by page, as the kit will be told.
  const expected: { id: string; spam: boolean }[] = []
  let cursor: string | null = null
  do {
    const query = new URLSearchParams({ projectId: 'sandbox', chainId, ...(cursor ? { cursor } : {}) })
    const url = `${world.services.blockchainApiUrl}/v1/account/${alice}/history?${query}`
    const body = JSON.parse((await fetchFromPage(page, url)).text) as {
      data: { id: string; transfers: { nft_info?: { flags: { is_spam: boolean } } | null }[] }[]
      next: string | null
    }
    for (const item of body.data)
      expected.push({
        id: item.id,
        spam:
          item.transfers.length > 0 && item.transfers.every((transfer) => transfer.nft_info?.flags.is_spam),
      })
    cursor = body.next
  } while (cursor)
  const kept = expected.filter((item) => !item.spam).length
  expect(expected.length).toBeGreaterThan(20)
  expect(kept).toBeLessThan(expected.length)

  const historyRequests = () => tab.requests.filter((url) => url.includes(`/v1/account/${alice}/history`))
  const before = historyRequests().length
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const rows = dialog.getByRole('tabpanel').getByRole('listitem')
  await rows.first().waitFor({ timeout: 10_000 })
  await app.screenshot('account-activity')
  const more = dialog.getByRole('button', { name: 'Load more' })
  // Scrolling the list's end into view loads the next page: nothing is clicked.
  await expect
    .poll(
      async () => {
        if ((await more.count()) > 0) await more.scrollIntoViewIfNeeded().catch(() => undefined)
        return rows.count()
      },
      { timeout: 30_000 },
    )
    .toBe(kept)
  const cursors = historyRequests()
    .slice(before)
    .map((url) => new URL(url).searchParams.get('cursor'))
  // The first page and at least two more, each asked for by the cursor the previous one ended with.
  expect(cursors).toContain(null)
  expect(new Set(cursors.filter(Boolean)).size).toBeGreaterThanOrEqual(2)
  expect(await more.count()).toBe(0)
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.screenshot('account-activity-dark')
  expect(await runAxe(page, dialog)).toEqual([])
  expect(await dialog.getByRole('tabpanel').textContent()).not.toContain('onerror')

  const years = await dialog.getByRole('tabpanel').locator('h3').allTextContents()
  expect(years.length).toBeGreaterThanOrEqual(2)
  expect(years.map(Number)).toEqual([...years.map(Number)].sort((a, b) => b - a))
  const months = await dialog
    .getByRole('tabpanel')
    .locator('section section')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-label') ?? ''))
  const times = months.map((label) => Date.parse(`1 ${label}`))
  expect(times.every(Number.isFinite)).toBe(true)
  expect(times).toEqual([...times].sort((a, b) => b - a))
  expect(new Set(months).size).toBe(months.length)
  expect(tab.remoteRequests()).toEqual([])
})

it('says "Failed to fetch transactions" when the history fails (history-500)', async () => {
  const tab = await openPage(browser(), { name: 'account-history-500' })
  const { app, dialog } = await openAccount(tab.page, 'history-500')
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await dialog.getByText('Failed to fetch transactions').waitFor({ timeout: 10_000 })
  await app.screenshot('account-history-500')
  await dialog.getByText('No activity yet').waitFor()
  expect(tab.remoteRequests()).toEqual([])
})

it('says "Token Balance Unavailable" when the balance fails (balance-500), and still shows the RPC balance', async () => {
  const tab = await openPage(browser(), { name: 'account-balance-500' })
  const { app, dialog } = await openAccount(tab.page, 'balance-500')
  await dialog.getByRole('tabpanel').getByText('Token Balance Unavailable').waitFor({ timeout: 10_000 })
  await dialog.getByText(/^[\d,]+\.\d{3} ETH$/).waitFor()
  await app.screenshot('account-balance-500')
  expect(tab.remoteRequests()).toEqual([])
})

it('shows the NFTs as a grid, pages on scroll, and renders hostile names as text with placeholders for refused images', async () => {
  const tab = await openPage(browser(), { name: 'account-nfts' })
  const { page } = tab
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const { app, dialog } = await openAccount(page)
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  const cards = dialog.getByRole('list', { name: 'NFTs' }).getByRole('listitem')
  await cards.first().waitFor({ timeout: 10_000 })
  await app.screenshot('account-nfts')
  expect(await runAxe(page, dialog)).toEqual([])
  const more = dialog.getByRole('button', { name: 'Load more' })
  await expect
    .poll(
      async () => {
        if ((await more.count()) > 0) await more.scrollIntoViewIfNeeded().catch(() => undefined)
        return cards.count()
      },
      { timeout: 30_000 },
    )
    .toBe(15)
  await dialog.getByText('<img src=x onerror=alert(1)>', { exact: true }).waitFor()
  await dialog.getByText('"><script>alert(1)</script>', { exact: true }).waitFor()
  // The refused schemes never reach an <img> (the kit's own blob: URLs hold images it fetched from the directory);
  // the image that answers 404 falls back to its placeholder.
  const sources = await dialog
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')))
  expect(sources.filter((source) => !/^(blob:)?http:\/\/127\.0\.0\.1/.test(source ?? ''))).toEqual([])
  await expect.poll(() => dialog.locator('[data-placeholder]').count(), { timeout: 10_000 }).toBe(4)
  expect(dialogs).toEqual([])
  expect(tab.remoteRequests()).toEqual([])
})

it('says NFTs are unavailable where the provider has no NFT endpoint (nfts-404)', async () => {
  const tab = await openPage(browser(), { name: 'account-nfts-404' })
  const { dialog } = await openAccount(tab.page, 'nfts-404')
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  await dialog.getByText('NFTs are unavailable on this network').waitFor({ timeout: 10_000 })
  expect(tab.remoteRequests()).toEqual([])
})
