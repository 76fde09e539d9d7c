import { type BrowserServer, chromium } from 'playwright-core'
import { chromiumArguments, chromiumExecutablePath } from './chromiumArguments.js'

/**
 * Launches one headless Chromium for the whole e2e run, which every test file connects to (`startBrowserForFile`)
 * instead of launching its own: a launch costs a second or two of the run per file. Files stay apart as before, each
 * test in browser contexts of its own (their storage, cache and service workers are theirs alone).
 * @example const server = await launchBrowserServer(); project.provide('browserWsEndpoint', server.wsEndpoint())
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: chromiumExecutablePath,
    headless: true,
    args: chromiumArguments,
  })
}
