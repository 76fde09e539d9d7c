import type { Namespace } from '../../config/index.js'
import type { WalletKitState } from '../WalletKitState.js'

/**
 * Whether smart accounts are enabled on a namespace's current network (default: the active namespace): only
 * when the chain's number is in `smartAccountEnabledNetworks` (spec 5). Chains without a number never are.
 * @example isSmartAccountEnabled(kit.store.getState(), 'eip155')
 */
export function isSmartAccountEnabled(
  state: WalletKitState,
  namespace: Namespace = state.activeNamespace,
): boolean {
  const networkState = state.networks[namespace]
  const reference = networkState?.caipNetwork?.caipNetworkId.split(':')[1]
  if (!networkState || !reference || !/^\d+$/.test(reference)) return false
  return networkState.smartAccountEnabledNetworks.includes(Number(reference))
}
