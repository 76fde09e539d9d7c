import type { SandboxAccount, SandboxChain, SandboxWorld } from '@walletkit/fixtures'
import type { Locator, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { beforeAll, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from 'walletkit/schemas'
import { gotoPlayground } from './harness/gotoPlayground.js'
import { hostApp } from './harness/hostApp.js'
import { openPage } from './harness/openPage.js'
import { readSandboxWorld } from './harness/readSandboxWorld.js'
import { runAxe } from './harness/runAxe.js'
import { sandboxUrl } from './harness/sandboxUrl.js'
import { startBrowserForFile } from './harness/startBrowserForFile.js'
import { walletPanel } from './harness/walletPanel.js'

const browser = startBrowserForFile()
let world: SandboxWorld
beforeAll(async () => {
  world = await readSandboxWorld(sandboxUrl())
})

/** The texts these tests look for, as each locale's catalogue writes them (kit/src/i18n/locales/<tag>/). */
const TEXT = {
  en: { connect: 'Connect wallet' },
  ar: {
    connect: 'ربط المحفظة',
    account: 'الحساب',
    send: 'إرسال',
    amount: 'المبلغ',
    total: 'الرصيد الإجمالي',
  },
  de: { connect: 'Wallet verbinden', account: 'Konto', activity: 'Aktivität', total: 'Gesamtguthaben' },
  ja: { connect: 'ウォレットを接続', account: 'アカウント', activity: 'アクティビティ', total: '合計残高' },
} as const

/** Opens the playground in a locale (`?locale=`), as the panel's Language select leaves it. */
async function openInLocale(name: string, locale: string, account?: string) {
  const tab = await openPage(browser(), { name })
  await gotoPlayground(tab.page, sandboxUrl(), { params: { locale }, ...(account ? { account } : {}) })
  return { tab, page: tab.page, app: hostApp(tab.page) }
}

/** Connects the sandbox wallet through the header's button, whatever language it speaks, and opens Account. */
async function connectAndOpenAccount(page: Page, accountTitle: string): Promise<Locator> {
  const app = hostApp(page)
  await app.button().click()
  await app
    .dialog()
    .getByRole('button', { name: /Sandbox Wallet/ })
    .click()
  await walletPanel(page).approve('eth_requestAccounts')
  await app.dialog().waitFor({ state: 'detached', timeout: 10_000 })
  await app.accountButton().waitFor({ timeout: 10_000 })
  await app.accountButton().click()
  await app.dialog().getByRole('heading', { name: accountTitle }).waitFor()
  return app.dialog()
}

/** The writing direction an element is laid out in, and the `dir` that decides it. */
const direction = (element: Locator) =>
  element.evaluate((node) => ({
    dir: node.closest('[dir]')?.getAttribute('dir'),
    direction: getComputedStyle(node).direction,
  }))

/** The locales whose catalogue the page downloaded: the package's build gives each its own chunk, `ar-<hash>.js`. */
const cataloguesLoaded = (requests: readonly string[]) => {
  const chunk = new RegExp(`/(${SUPPORTED_LOCALES.join('|')})-[\\w-]{8}\\.js$`)
  return [...new Set(requests.flatMap((url) => chunk.exec(new URL(url).pathname)?.[1] ?? []))]
}

/** Formats a number with the page's own Intl, as the kit does. */
const formatInPage = (
  page: Page,
  locale: string,
  options: Intl.NumberFormatOptions,
  value: string | number,
) =>
  page.evaluate(
    ({ locale, options, value }) =>
      new Intl.NumberFormat(locale, options).format(value as Parameters<Intl.NumberFormat['format']>[0]),
    { locale, options, value },
  )

/** Every token quantity is floored to 3 decimals (spec 5), in the locale's separators. */
const BALANCE: Intl.NumberFormatOptions = {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  roundingMode: 'floor',
}
/** The total: dollars and pennies, in the locale's currency format. */
const USD: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
}

/** What an account holds on a chain, read from the chain itself: symbol → decimal quantity. */
async function holdings(chain: SandboxChain, account: SandboxAccount): Promise<Map<string, string>> {
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const native = await client.getBalance({ address: account.address })
  const held = new Map([[chain.nativeSymbol, formatUnits(native, 18)]])
  for (const token of chain.tokens) {
    const quantity = await client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    held.set(token.symbol, formatUnits(quantity, token.decimals))
  }
  return held
}

const totalUsd = (chain: SandboxChain, held: Map<string, string>) =>
  chain.tokens.reduce(
    (total, token) => total + Number(held.get(token.symbol) ?? 0) * token.priceUsd,
    Number(held.get(chain.nativeSymbol)) * chain.nativePriceUsd,
  )

/**
 * How long ago `dateTime` was, in the locale's own short units from Intl (spec 9's steps: minutes, hours, days,
 * 30-day months, 365-day years), computed in the page at the moment of asking.
 */
const relativeTimeInPage = (page: Page, locale: string, dateTime: string) =>
  page.evaluate(
    ({ locale, dateTime }) => {
      const minute = 60_000
      const [hour, day] = [60 * minute, 24 * 60 * minute]
      const [month, year] = [30 * day, 365 * day]
      const elapsed = Date.now() - Date.parse(dateTime)
      const distance = Math.abs(elapsed)
      if (distance < minute)
        return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second')
      const [amount, unit]: [number, Intl.RelativeTimeFormatUnit] =
        distance < hour
          ? [Math.floor(distance / minute), 'minute']
          : distance < day
            ? [Math.floor(distance / hour), 'hour']
            : distance < month
              ? [Math.floor(distance / day), 'day']
              : distance < 12 * month
                ? [Math.floor(distance / month), 'month']
                : [Math.max(1, Math.floor(distance / year)), 'year']
      return elapsed < 0
        ? new Intl.RelativeTimeFormat(locale, { style: 'short' }).format(amount, unit)
        : new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount)
    },
    { locale, dateTime },
  )

it('lays Connect, Account and Send out right to left in Arabic, the address and amounts left to right', async () => {
  const dave = world.accounts.find((account) => account.label === 'Dave')
  const [chain] = world.chains
  if (!dave || !chain) throw new Error('The sandbox world lacks Dave or a chain')
  // Dave has no name, so Account shows his address.
  const { tab, page, app } = await openInLocale('locales-ar', 'ar', 'dave')
  const rtl = { dir: 'rtl', direction: 'rtl' }

  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: TEXT.ar.connect }).waitFor()
  await dialog.getByRole('button', { name: /Sandbox Wallet/ }).waitFor()
  expect(await direction(dialog)).toEqual(rtl)
  await app.screenshot('locale-ar-connect')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  await connectAndOpenAccount(page, TEXT.ar.account)
  expect(await direction(dialog)).toEqual(rtl)
  const address = dialog.getByTitle(new RegExp(`^${dave.address}$`, 'i'))
  expect(await address.textContent()).toMatch(/^0x[0-9a-fA-F]{2}…[0-9a-fA-F]{6}$/)
  expect((await direction(address)).direction).toBe('ltr')
  const native = (await holdings(chain, dave)).get(chain.nativeSymbol) ?? '0'
  const balance = dialog
    .getByText(`${await formatInPage(page, 'ar', BALANCE, native)} ${chain.nativeSymbol}`)
    .first()
  await balance.waitFor({ timeout: 10_000 })
  expect((await direction(balance)).direction).toBe('ltr')
  await app.screenshot('locale-ar-account')

  await dialog.getByRole('button', { name: TEXT.ar.send, exact: true }).click()
  await dialog.getByRole('heading', { name: TEXT.ar.send }).waitFor()
  expect(await direction(dialog)).toEqual(rtl)
  const amount = dialog.getByLabel(TEXT.ar.amount, { exact: true })
  await amount.fill('1.5')
  expect((await direction(amount)).direction).toBe('ltr')
  await app.screenshot('locale-ar-send')
  // Only the shown locale's messages were downloaded, not English's nor any other's.
  expect(cataloguesLoaded(tab.requests)).toEqual(['ar'])
  expect(tab.remoteRequests()).toEqual([])
})

it.each(['de', 'ja'] as const)(
  'shows the balance, the total and the activity times in the format of %s',
  async (locale) => {
    const [chain] = world.chains
    const alice = world.accounts[0]
    if (!chain || !alice) throw new Error('The sandbox world lacks a chain or Alice')
    const { tab, page, app } = await openInLocale(`locales-format-${locale}`, locale)
    const dialog = await connectAndOpenAccount(page, TEXT[locale].account)

    const held = await holdings(chain, alice)
    const native = held.get(chain.nativeSymbol) ?? '0'
    // The Account header's balance, floored to 3 decimals, in the locale's separators ('10.000,000 ETH' in German).
    const balance = `${await formatInPage(page, locale, BALANCE, native)} ${chain.nativeSymbol}`
    if (locale === 'de') expect(balance).toMatch(/^\d{1,3}(\.\d{3})*,\d{3} ETH$/)
    await dialog.getByText(balance, { exact: true }).first().waitFor({ timeout: 10_000 })
    // The Tokens tab's total, in the locale's currency format ('12.345,67 $' in German).
    const total = dialog.locator('p', { hasText: TEXT[locale].total })
    await expect
      .poll(() => total.textContent(), { timeout: 10_000 })
      .toBe(`${TEXT[locale].total} ${await formatInPage(page, locale, USD, totalUsd(chain, held))}`)

    await dialog.getByRole('tab', { name: TEXT[locale].activity }).click()
    // A row days old: its text, written when the row rendered, reads the same minutes later (a fresh one's does not).
    const times = dialog.getByRole('tabpanel').getByRole('listitem').locator('time')
    await times.first().waitFor({ timeout: 10_000 })
    const dateTimes = await times.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('datetime') ?? ''),
    )
    const old = dateTimes.findIndex((dateTime) => Date.now() - Date.parse(dateTime) > 2 * 24 * 3_600_000)
    expect(old, `no row older than two days among ${dateTimes.join(', ')}`).toBeGreaterThanOrEqual(0)
    const time = times.nth(old)
    const dateTime = dateTimes[old] ?? ''
    // Asked again until both agree, in case a unit's boundary passes between reading and computing.
    await expect
      .poll(async () => {
        const [shown, expected] = [await time.textContent(), await relativeTimeInPage(page, locale, dateTime)]
        return shown === expected ? 'as Intl gives' : `"${shown}" where Intl gives "${expected}"`
      })
      .toBe('as Intl gives')
    await app.screenshot(`locale-${locale}-activity`)
    expect(cataloguesLoaded(tab.requests)).toEqual([locale])
    expect(tab.remoteRequests()).toEqual([])
  },
)

it('switches the open modal in place from the panel, keeps the choice in the URL and starts in it after a reload', async () => {
  const tab = await openPage(browser(), { name: 'locales-switch' })
  const { page } = tab
  await gotoPlayground(page, sandboxUrl())
  const app = hostApp(page)
  const language = page.getByRole('region', { name: 'Visitor' }).getByLabel('Language')
  const options = await language.getByRole('option').allTextContents()
  expect(options).toHaveLength(21)
  expect(options[0]).toMatch(/^This browser's \(.+\)$/)
  expect(options).toEqual(expect.arrayContaining(['Deutsch', '日本語', 'العربية']))

  await app.connectButton().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: TEXT.en.connect }).waitFor()
  // The same dialog element throughout: re-rendered in its new language, never closed and opened again.
  const shown = await dialog.elementHandle()
  if (!shown) throw new Error('The dialog is not shown')

  await language.selectOption('de')
  await dialog.getByRole('heading', { name: TEXT.de.connect }).waitFor()
  expect(new URL(page.url()).searchParams.get('locale')).toBe('de')
  await language.selectOption('ar')
  await dialog.getByRole('heading', { name: TEXT.ar.connect }).waitFor()
  expect(await direction(dialog)).toEqual({ dir: 'rtl', direction: 'rtl' })
  await language.selectOption('')
  await dialog.getByRole('heading', { name: TEXT.en.connect }).waitFor()
  expect((await direction(dialog)).direction).toBe('ltr')
  expect(new URL(page.url()).searchParams.has('locale')).toBe(false)
  expect(await shown.evaluate((element) => element.isConnected)).toBe(true)

  await language.selectOption('ja')
  await page.reload()
  await page.getByRole('region', { name: 'Scenario' }).waitFor({ timeout: 30_000 })
  await app.header.getByRole('button', { name: 'ウォレットを接続' }).waitFor({ timeout: 10_000 })
  expect(await language.inputValue()).toBe('ja')
  expect(tab.remoteRequests()).toEqual([])
})

it.each(['ar', 'ja'] as const)('has no axe violations on Connect and Account in %s', async (locale) => {
  const { tab, page, app } = await openInLocale(`locales-axe-${locale}`, locale)
  await app.button().click()
  const dialog = app.dialog()
  await dialog.getByRole('heading', { name: TEXT[locale].connect }).waitFor()
  await dialog.getByRole('button', { name: /Sandbox Wallet/ }).waitFor()
  expect(await runAxe(page, dialog)).toEqual([])
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  await connectAndOpenAccount(page, TEXT[locale].account)
  await dialog.locator('p', { hasText: TEXT[locale].total }).waitFor({ timeout: 10_000 })
  expect(await runAxe(page, dialog)).toEqual([])
  expect(cataloguesLoaded(tab.requests)).toEqual([locale])
  expect(tab.remoteRequests()).toEqual([])
})
