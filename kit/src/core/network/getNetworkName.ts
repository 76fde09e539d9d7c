import { UNKNOWN_NETWORK_LABEL } from '../../config/index.js'
import type { WalletKitState } from '../WalletKitState.js'

/**
 * The name of a network (default: the active one): its requested network's name, else the name it carries,
 * else "Unknown Network" (spec 8).
 * @example getNetworkName(kit.store.getState()) // 'Ethereum'
 */
export function getNetworkName(state: WalletKitState, caipNetworkId?: string): string {
  const active = state.networks[state.activeNamespace]?.caipNetwork
  const id = caipNetworkId ?? active?.caipNetworkId
  if (id === undefined) return UNKNOWN_NETWORK_LABEL
  for (const networkState of Object.values(state.networks)) {
    for (const network of [...(networkState?.requestedCaipNetworks ?? []), networkState?.caipNetwork]) {
      if (network?.caipNetworkId === id && network.name.trim()) return network.name
    }
  }
  return UNKNOWN_NETWORK_LABEL
}
