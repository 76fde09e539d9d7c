import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { HarnessError } from './HarnessError.js'
import { launchBrowser } from './launchBrowser.js'

/**
 * Launches one Chromium for the test file (beforeAll) and closes it afterwards; call at the top of the file.
 * @example const browser = startBrowserForFile(); it('…', async () => { const { page } = await openPage(browser(), { name }) })
 */
export function startBrowserForFile(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())
  return () => {
    if (!browser)
      throw new HarnessError(
        'The browser is not running: call startBrowserForFile() at the top of the test file',
      )
    return browser
  }
}
