import type { Browser } from 'playwright-core'
import { gotoPlayground } from './gotoPlayground.js'
import { hostApp } from './hostApp.js'
import { openPage } from './openPage.js'
import { sandboxUrl } from './sandboxUrl.js'

/** What a visitor's tab keeps once connected: the kit's localStorage and the sandbox wallet's sessionStorage. */
export type RememberedConnection = {
  localStorage: Record<string, string>
  sessionStorage: Record<string, string>
}

/**
 * Per sandbox, what its first visitor's tab stored once connected. The e2e files share their harness modules
 * (vitest.config.ts: `isolate: false`), so this is once per run and worker, not per file.
 */
const rememberedBySandbox = new Map<string, Promise<RememberedConnection>>()

/**
 * For the tests that start connected but are not about connecting: the first call of the run connects a page to the
 * sandbox wallet as a visitor does (the modal, the wallet, the panel's approval) and keeps what its tab then stores;
 * `gotoPlayground(page, url, { remembered })` opens a page with that storage, which reconnects as a reload does
 * (reload.e2e.ts) without asking the wallet: about 0.4 s and 0.6 CPU-s less per test than connecting in the modal.
 * @example await gotoPlayground(page, sandboxUrl(), { remembered: await rememberedConnection(browser()) })
 */
export function rememberedConnection(browser: Browser): Promise<RememberedConnection> {
  const url = sandboxUrl()
  let remembered = rememberedBySandbox.get(url)
  if (!remembered) {
    remembered = connectOnce(browser, url)
    rememberedBySandbox.set(url, remembered)
    // A failed attempt is not kept: the next test tries again.
    remembered.catch(() => rememberedBySandbox.delete(url))
  }
  return remembered
}

async function connectOnce(browser: Browser, url: string): Promise<RememberedConnection> {
  // Closed here, not when the test that asked first finishes: the tab is only where the storage comes from.
  const tab = await openPage(browser, { name: 'remembered-connection', finished: () => undefined })
  try {
    await gotoPlayground(tab.page, url)
    await hostApp(tab.page).connect()
    return await tab.page.evaluate(() => ({
      localStorage: { ...localStorage },
      sessionStorage: { ...sessionStorage },
    }))
  } finally {
    await tab.close()
  }
}
