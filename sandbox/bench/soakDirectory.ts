import type { Browser } from 'playwright-core'
import { type AllWalletsMeasurement, measureAllWallets } from './measureAllWallets.js'

/**
 * Scrolls All Wallets over a served directory from the top to its last wallet: a warm-up visit, then one measured
 * visit, counting long tasks (over 50 ms) on the way. A 10,000-wallet directory is 250 pages of 40.
 * @example const scroll = await soakDirectory(browser, server.url, 'Soak Wallet 10000')
 */
export async function soakDirectory(
  browser: Browser,
  url: string,
  lastWallet: string,
): Promise<AllWalletsMeasurement> {
  await measureAllWallets(browser, url, lastWallet, { timeoutMs: 300_000 })
  return measureAllWallets(browser, url, lastWallet, { timeoutMs: 300_000 })
}
