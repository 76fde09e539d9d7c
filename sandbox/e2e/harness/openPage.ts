import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContext, devices, type Page } from 'playwright-core'
import { onTestFinished } from 'vitest'
import { isLocalUrl } from '../../src/world/isLocalUrl.js'

/** A page under test, with what it logged and every URL it asked for. */
export type PageUnderTest = {
  page: Page
  context: BrowserContext
  console: string[]
  requests: string[]
  /** URLs the page requested that would leave 127.0.0.1. */
  remoteRequests(): string[]
  close(): Promise<void>
}

const ARTIFACTS = join(import.meta.dirname, '..', '..', '..', '.artifacts', 'e2e')

/**
 * Opens a fresh context and page, closed when the current test (or the one whose `finished` hook is given) finishes. When the test fails, a screenshot and the
 * page's console are saved under `.artifacts/e2e/` (not committed) first.
 * @example const { page } = await openPage(browser, { name: 'connects', timezoneId: 'Asia/Shanghai' })
 */
export async function openPage(
  browser: Browser,
  {
    name,
    timezoneId,
    width,
    mobile = false,
    finished = onTestFinished,
  }: {
    name: string
    /** The IANA time zone the page's `Intl` reports, e.g. `'Asia/Shanghai'`; the machine's when not given. */
    timezoneId?: string
    /** The viewport's width in CSS pixels (a phone is 360). */
    width?: number
    /** Emulate a phone (Pixel 7: its user agent, touch, a coarse pointer, 412 px unless `width` says otherwise). */
    mobile?: boolean
    /**
     * The hook that closes the page when its test finishes: a concurrent test (`it.concurrent`) passes its own
     * context's `onTestFinished`, as vitest tracks no current test among concurrent ones.
     */
    finished?: typeof onTestFinished
  },
): Promise<PageUnderTest> {
  const context = await browser.newContext({
    ...(mobile ? devices['Pixel 7'] : {}),
    viewport: { width: width ?? (mobile ? 412 : 1280), height: 800 },
    ...(timezoneId ? { timezoneId } : {}),
  })
  const page = await context.newPage()
  const consoleLines: string[] = []
  const requests: string[] = []
  page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`))
  page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`))
  context.on('request', (request) => requests.push(request.url()))
  // Service-worker requests go through the context too, so msw's own fetches are checked as well.

  // One hook for both, because vitest runs onTestFinished before onTestFailed: the screenshot must come first.
  finished(async ({ task }) => {
    if (task.result?.state === 'fail') {
      mkdirSync(ARTIFACTS, { recursive: true })
      const file = join(ARTIFACTS, name.replace(/[^a-z0-9]+/gi, '-').toLowerCase())
      await page.screenshot({ path: `${file}.png`, fullPage: true }).catch(() => undefined)
      writeFileSync(`${file}.console.log`, `${consoleLines.join('\n')}\n`)
    }
    await context.close().catch(() => undefined)
  })

  return {
    page,
    context,
    console: consoleLines,
    requests,
    remoteRequests: () => requests.filter((url) => !isLocalUrl(url)),
    close: () => context.close(),
  }
}
