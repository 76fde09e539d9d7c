import { type Browser, chromium } from 'playwright-core'
import { chromiumArguments, chromiumExecutablePath } from './chromiumArguments.js'

/**
 * Launches headless Chromium with a fresh temporary profile (playwright's `launch` makes one and removes it).
 * @example const browser = await launchBrowser(); ...; await browser.close()
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutablePath, headless: true, args: chromiumArguments })
}
