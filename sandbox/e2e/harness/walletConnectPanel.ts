import type { Locator, Page } from 'playwright-core'

/** The test wallet's state as the sandbox reports it (GET /__sandbox/walletconnect/state). */
export type WalletConnectWalletState = {
  pending: { kind: 'proposal' | 'request'; id: number; method?: string }[]
  sessions: { topic: string; dapp: string; accounts: string[] }[]
}

/**
 * The panel's "WalletConnect wallet" section, as a person uses it: pair with a URI, approve or reject what waits.
 * @example await walletConnectPanel(page).pair(uri); await walletConnectPanel(page).approve('session proposal')
 */
export function walletConnectPanel(page: Page) {
  const region = page.getByRole('region', { name: 'WalletConnect wallet' })
  return {
    region,
    async pair(uri: string) {
      await region.getByRole('textbox', { name: 'Pair with URI' }).fill(uri)
      await region.getByRole('button', { name: 'Pair' }).click()
    },
    /** `what` is "session proposal" or a method such as personal_sign. */
    approve: (what: string) => region.getByRole('button', { name: `Approve ${what}` }).click(),
    reject: (what: string) => region.getByRole('button', { name: `Reject ${what}` }).click(),
    item: (what: string): Locator => region.getByRole('listitem', { name: new RegExp(`^${what} from `) }),
    /** What the test wallet holds now, read from the sandbox server. */
    async state(): Promise<WalletConnectWalletState> {
      const response = await page.request.get(
        new URL('/__sandbox/walletconnect/state', page.url()).toString(),
      )
      return (await response.json()) as WalletConnectWalletState
    },
  }
}

/**
 * Clicks "Copy link" in the open WalletConnect view and returns the `wc:` URI it copied.
 * @example const uri = await copyWalletConnectUri(page)
 */
export async function copyWalletConnectUri(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog')
  const copy = dialog.getByRole('button', { name: 'Copy link' })
  await copy.waitFor()
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('[role=dialog] button')].find((b) =>
      b.textContent?.includes('Copy link'),
    )
    return button instanceof HTMLButtonElement && !button.disabled
  })
  await copy.click()
  return page.evaluate(() => navigator.clipboard.readText())
}
