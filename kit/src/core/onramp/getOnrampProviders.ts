import type { Namespace } from '../../config/index.js'
import { ONRAMP_PROVIDERS, type OnrampProvider } from './onrampProviders.js'

/**
 * The onramp providers that deliver to `namespace` (spec 9: Coinbase eip155 only, Meld also solana).
 * @example getOnrampProviders('solana').map((provider) => provider.name) // ['Meld']
 */
export function getOnrampProviders(namespace: Namespace): OnrampProvider[] {
  return ONRAMP_PROVIDERS.filter((provider) => provider.namespaces.includes(namespace))
}
