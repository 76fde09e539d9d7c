import type { Page } from 'playwright-core'

/** How the wallet answered a request: its result, or the EIP-1193 error it rejected with. */
export type WalletAnswer = { result: unknown } | { error: { code: unknown; message: string } }

/** EIP-1193 request arguments. */
export type WalletRequest = { method: string; params?: unknown }

/**
 * Asks the sandbox wallet for something the way a dapp does: finds it through EIP-6963 (by rdns) and calls
 * `provider.request` in the page. Resolves when the wallet answers, so do not await it when the panel must answer.
 * @example const answer = requestFromWallet(page, { method: 'eth_requestAccounts' }) // …approve in the panel, then await
 */
export function requestFromWallet(page: Page, request: WalletRequest): Promise<WalletAnswer> {
  return page.evaluate(async (args) => {
    type Announced = { info: { rdns: string }; provider: { request(args: unknown): Promise<unknown> } }
    const provider = await new Promise<Announced['provider']>((resolve, reject) => {
      const onAnnounce = (event: Event) => {
        const detail = (event as CustomEvent<Announced>).detail
        if (detail.info.rdns !== 'io.walletkit.sandbox') return
        window.removeEventListener('eip6963:announceProvider', onAnnounce)
        resolve(detail.provider)
      }
      window.addEventListener('eip6963:announceProvider', onAnnounce)
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      setTimeout(() => reject(new Error('No wallet announced io.walletkit.sandbox')), 5_000)
    })
    try {
      return { result: await provider.request(args) }
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: unknown }
      return { error: { code, message: String(message) } }
    }
  }, request)
}
