import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowser } from './launchBrowser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
}, 60_000)
afterAll(() => browser?.close())

/** Every `--disable-features` on the running browser's command line, as chrome://version shows it, in order. */
async function disabledFeatureLists(): Promise<string[][]> {
  const page = await browser.newPage()
  await page.goto('chrome://version')
  const commandLine = (await page.locator('#command_line').textContent()) ?? ''
  await page.close()
  return [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] ?? '').split(','))
}

it('keeps every feature Playwright turns off in the one --disable-features that Chromium applies (the last)', async () => {
  const lists = await disabledFeatureLists()
  expect(lists.length).toBeGreaterThan(1)
  const applied = lists.at(-1) ?? []
  for (const earlier of lists.slice(0, -1)) expect(applied).toEqual(expect.arrayContaining(earlier))
}, 30_000)

it('opens a context and page without building the address bar’s popup', async () => {
  const context = await browser.newContext()
  await context.newPage()
  const cdp = await browser.newBrowserCDPSession()
  // The popup is made as the window opens; give it the moment it takes.
  await new Promise((resolve) => setTimeout(resolve, 500))
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { url: string }[] }
  expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://omnibox'))).toEqual(
    [],
  )
  await context.close()
}, 30_000)
