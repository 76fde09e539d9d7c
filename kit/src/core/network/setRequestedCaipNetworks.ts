import type { CaipNetwork, Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { updateNetworkState } from './updateNetworkState.js'

/**
 * Sets the networks the host asks for on `namespace`; the active network outside this list is unsupported (spec 2).
 * @example setRequestedCaipNetworks(kit, 'eip155', [mainnet, base])
 */
export function setRequestedCaipNetworks(
  kit: WalletKit,
  namespace: Namespace,
  networks: CaipNetwork[],
): void {
  updateNetworkState(kit, namespace, { requestedCaipNetworks: [...networks] })
}
