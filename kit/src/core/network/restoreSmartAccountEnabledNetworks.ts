import type { WalletKit } from '../WalletKit.js'
import { readSmartAccountEnabledNetworks } from './smartAccountEnabledNetworksStorage.js'
import { updateNetworkState } from './updateNetworkState.js'

/**
 * Loads the stored smart-account networks into state, for every configured namespace that has a list.
 * @example restoreSmartAccountEnabledNetworks(kit) // on start-up, before the frame answers
 */
export function restoreSmartAccountEnabledNetworks(kit: WalletKit): void {
  const stored = readSmartAccountEnabledNetworks(kit.storage)
  for (const namespace of kit.store.getState().namespaces) {
    const chainIds = stored[namespace]
    if (chainIds) updateNetworkState(kit, namespace, { smartAccountEnabledNetworks: chainIds })
  }
}
