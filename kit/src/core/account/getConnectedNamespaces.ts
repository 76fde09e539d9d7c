import type { Namespace } from '../../config/index.js'
import type { WalletKitState } from '../WalletKitState.js'
import { isConnected } from './isConnected.js'

/**
 * The configured namespaces with a connected account, in the host's order.
 * @example getConnectedNamespaces(kit.store.getState()) // ['eip155', 'solana']
 */
export function getConnectedNamespaces(state: WalletKitState): Namespace[] {
  return state.namespaces.filter((namespace) => isConnected(state, namespace))
}
