import type { Locator, Page } from 'playwright-core'

/**
 * The panel's "Wallet requests" section and the ways a person answers a pending request in it.
 * @example await walletPanel(page).approve('eth_requestAccounts')
 */
export function walletPanel(page: Page) {
  const region = page.getByRole('region', { name: 'Wallet requests' })
  return {
    region,
    /** The pending request of that method, e.g. "eth_sendTransaction: Send 1.5 ETH to 0x70…dc79C8". */
    request: (method: string): Locator => region.getByRole('listitem', { name: new RegExp(`^${method}: `) }),
    approve: (method: string) => region.getByRole('button', { name: `Approve ${method}` }).click(),
    reject: (method: string) => region.getByRole('button', { name: `Reject ${method}` }).click(),
    empty: (): Locator => region.getByText('No pending requests'),
  }
}
