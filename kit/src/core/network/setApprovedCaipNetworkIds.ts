import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { updateNetworkState } from './updateNetworkState.js'

/**
 * Sets the networks the connected wallet approved for `namespace` (a WalletConnect session's chains).
 * @example setApprovedCaipNetworkIds(kit, 'eip155', ['eip155:1', 'eip155:8453'])
 */
export function setApprovedCaipNetworkIds(
  kit: WalletKit,
  namespace: Namespace,
  caipNetworkIds: string[],
): void {
  updateNetworkState(kit, namespace, { approvedCaipNetworkIds: [...caipNetworkIds] })
}
