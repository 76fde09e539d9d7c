import type { ConnectMethod } from '../../config/index.js'
import { getShownConnectors } from '../connectors/getShownConnectors.js'
import type { WalletKit } from '../WalletKit.js'
import { getConnectMethodsOrder } from './getConnectMethodsOrder.js'

/**
 * The connect-method order for a kit, from its options and the browser wallets the Connect view shows (spec 2).
 * Multi-chain connectors count as shown browser wallets: they are announced wallets merged across namespaces.
 * @example getKitConnectMethodsOrder(kit) // ['email', 'social', 'wallet']
 */
export function getKitConnectMethodsOrder(
  kit: Pick<WalletKit, 'options' | 'store' | 'environment'>,
): ConnectMethod[] {
  return getConnectMethodsOrder(kit.options, {
    hasShownInjectedOrAnnounced: getShownConnectors(kit).injected.length > 0,
  })
}
