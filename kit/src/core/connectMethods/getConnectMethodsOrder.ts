import type { ConnectMethod, ResolvedWalletKitOptions } from '../../config/index.js'
import { isConnectMethodEnabled } from './isConnectMethodEnabled.js'

export type GetConnectMethodsOrderParameters = {
  /** True when the Connect view shows an injected, announced or multi-chain browser wallet. */
  hasShownInjectedOrAnnounced: boolean
}

const DEFAULT_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']
const WALLET_FIRST_ORDER: readonly ConnectMethod[] = ['wallet', 'email', 'social']

/**
 * The order of the Connect view's methods (spec 2): email, social, wallet; wallet first when a browser wallet
 * is shown; `features.connectMethodsOrder` overrides both. Methods turned off are left out.
 * @example getConnectMethodsOrder(kit.options, { hasShownInjectedOrAnnounced: true }) // ['wallet', 'email', 'social']
 */
export function getConnectMethodsOrder(
  options: {
    features: Pick<ResolvedWalletKitOptions['features'], 'email' | 'socials' | 'connectMethodsOrder'>
  },
  { hasShownInjectedOrAnnounced }: GetConnectMethodsOrderParameters,
): ConnectMethod[] {
  const { features } = options
  const order =
    features.connectMethodsOrder ?? (hasShownInjectedOrAnnounced ? WALLET_FIRST_ORDER : DEFAULT_ORDER)
  return [...new Set(order)].filter((method) => isConnectMethodEnabled(features, method))
}
