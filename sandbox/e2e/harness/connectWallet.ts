import type { Page } from 'playwright-core'
import { requestFromWallet } from './requestFromWallet.js'
import { walletPanel } from './walletPanel.js'

/**
 * Connects the page to the sandbox wallet as a dapp does (eth_requestAccounts) and approves it in the panel; returns
 * the accounts the wallet shared.
 * @example const [alice] = await connectWallet(page)
 */
export async function connectWallet(page: Page): Promise<string[]> {
  const connecting = requestFromWallet(page, { method: 'eth_requestAccounts' })
  await walletPanel(page).approve('eth_requestAccounts')
  const answer = await connecting
  if (!('result' in answer)) throw new Error(`eth_requestAccounts failed: ${answer.error.message}`)
  return answer.result as string[]
}
