import type { WithSignal } from '../../api/WithSignal.js'
import { OnrampUrlError } from '../../errors/OnrampUrlError.js'
import { isWebUrl } from '../../utils/isWebUrl.js'
import type { WalletKit } from '../WalletKit.js'

/** The purchase to open: who receives, on which chain, which token, and the fiat amount typed. */
export type OpenOnrampPurchaseParameters = {
  address: string
  blockchain: string
  symbol: string
  amount: string
  /** Opens the page; defaults to a new window without an opener. */
  openWindow?: ((url: string) => void) | undefined
} & WithSignal

/**
 * Asks for the provider's purchase page (POST /v1/generators/onrampurl, spec 7: destinationWallets, defaultNetwork,
 * partnerUserId = the address, presetFiatAmount) and opens it in a new window. Only a web page is opened; a missing
 * or non-web URL, or a failed call, throws `OnrampUrlError` and opens nothing. Resolves with the URL opened.
 * @example await openOnrampPurchase(kit, { address, blockchain: 'base', symbol: 'USDC', amount: '100' })
 */
export async function openOnrampPurchase(
  kit: Pick<WalletKit, 'api'>,
  { address, blockchain, symbol, amount, openWindow = openInNewWindow, signal }: OpenOnrampPurchaseParameters,
): Promise<string> {
  let url: string | undefined
  try {
    const answer = await kit.api.blockchain.generateOnrampUrl({
      destinationWallets: [{ address, blockchains: [blockchain], assets: [symbol] }],
      defaultNetwork: blockchain,
      partnerUserId: address,
      presetFiatAmount: Number(amount),
      signal,
    })
    url = answer?.url
  } catch (cause) {
    throw new OnrampUrlError({ cause, details: 'The provider did not send a purchase page' })
  }
  if (!isWebUrl(url))
    throw new OnrampUrlError({ details: 'The purchase page is not an https page, so it is not opened' })
  openWindow(url)
  return url
}

function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener')
}
