import type { BrowserContext } from 'playwright-core'

/** The address the injected wallet shares (anvil's first account). */
export const TEST_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * Installs, before any page script, a browser wallet as an extension would: "E2E Wallet", announced over EIP-6963,
 * on Ethereum. It grants its account on `eth_requestAccounts` and remembers the grant in the page's local storage,
 * so after a reload `eth_accounts` shares it without a prompt (a silent reconnect). For hosts with no sandbox
 * (a production build), where the sandbox wallet is not there.
 * @example await injectTestWallet(page.context()); await page.goto(url)
 */
export async function injectTestWallet(context: BrowserContext): Promise<void> {
  await context.addInitScript((address: string) => {
    const granted = 'e2e-wallet-granted'
    const listeners = new Map<string, Set<(value: unknown) => void>>()
    const answers: Record<string, () => unknown> = {
      eth_requestAccounts: () => {
        localStorage.setItem(granted, '1')
        return [address]
      },
      eth_accounts: () => (localStorage.getItem(granted) ? [address] : []),
      eth_chainId: () => '0x1',
      net_version: () => '1',
      eth_getBalance: () => '0xde0b6b3a7640000',
      wallet_switchEthereumChain: () => null,
      wallet_revokePermissions: () => {
        localStorage.removeItem(granted)
        return null
      },
      personal_sign: () => `0x${'11'.repeat(65)}`,
    }
    const provider = {
      async request({ method }: { method: string }) {
        const answer = answers[method]
        if (!answer) throw Object.assign(new Error(`E2E Wallet does not support ${method}`), { code: 4200 })
        return answer()
      },
      on(event: string, listener: (value: unknown) => void) {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      },
      removeListener(event: string, listener: (value: unknown) => void) {
        listeners.get(event)?.delete(listener)
      },
    }
    const icon = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 1 1%22/%3E'
    const detail = Object.freeze({
      info: {
        uuid: '00000000-0000-4000-8000-0000000000e2',
        name: 'E2E Wallet',
        rdns: 'io.walletkit.e2e',
        icon,
      },
      provider,
    })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, TEST_WALLET_ADDRESS)
}
