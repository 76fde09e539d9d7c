import type { PurchaseCurrency } from '../../api/onrampOptionsSchema.js'
import type { CaipNetwork } from '../../config/index.js'

/**
 * The tokens that can be bought on `network`: those listing it among their networks (eip155 by chain id, solana by
 * name), so the purchase lands where the visitor's account is.
 * @example getOnrampPurchaseCurrencies(options.purchaseCurrencies, base).map((currency) => currency.symbol)
 */
export function getOnrampPurchaseCurrencies(
  currencies: readonly PurchaseCurrency[],
  network: Pick<CaipNetwork, 'id' | 'chainNamespace'> | undefined,
): PurchaseCurrency[] {
  if (!network) return []
  return currencies.filter((currency) =>
    currency.networks.some((candidate) =>
      network.chainNamespace === 'solana'
        ? candidate.name.toLowerCase() === 'solana'
        : network.chainNamespace === 'eip155' && candidate.chain_id === String(network.id),
    ),
  )
}
