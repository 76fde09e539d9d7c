import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { writeSmartAccountEnabledNetworks } from './smartAccountEnabledNetworksStorage.js'
import { updateNetworkState } from './updateNetworkState.js'

/**
 * Sets the chain numbers where smart accounts are enabled on `namespace` (the login frame's
 * GET_SMART_ACCOUNT_ENABLED_NETWORKS answer), in state and in storage.
 * @example setSmartAccountEnabledNetworks(kit, 'eip155', [1, 8453])
 */
export function setSmartAccountEnabledNetworks(
  kit: WalletKit,
  namespace: Namespace,
  chainIds: number[],
): void {
  updateNetworkState(kit, namespace, { smartAccountEnabledNetworks: [...chainIds] })
  writeSmartAccountEnabledNetworks(kit.storage, namespace, chainIds)
}
