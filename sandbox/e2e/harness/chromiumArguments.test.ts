import { execFileSync } from 'node:child_process'
import { type Browser, type BrowserServer, chromium } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowserServer } from './launchBrowserServer.js'

// Launched as the e2e run launches it, so its process (and command line) can be read.
let server: BrowserServer
let browser: Browser
beforeAll(async () => {
  server = await launchBrowserServer()
  browser = await chromium.connect(server.wsEndpoint())
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/**
 * Every `--disable-features` on the running browser's command line, in order, as `ps` shows it (the headless shell
 * has no chrome://version page to show it).
 */
function disabledFeatureLists(): string[][] {
  const commandLine = execFileSync('ps', ['-ww', '-o', 'args=', '-p', String(server.process().pid)], {
    encoding: 'utf8',
  })
  return [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] ?? '').split(','))
}

it('keeps every feature Playwright turns off in the one --disable-features that Chromium applies (the last)', () => {
  const lists = disabledFeatureLists()
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
