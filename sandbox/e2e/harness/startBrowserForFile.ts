import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { HarnessError } from './HarnessError.js'

/**
 * Connects the test file to the run's Chromium (the e2e global setup launches one) in beforeAll and disconnects
 * afterwards, which closes every context the file opened; call at the top of the file.
 * @example const browser = startBrowserForFile(); it('…', async () => { const { page } = await openPage(browser(), { name }) })
 */
export function startBrowserForFile(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'))
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
