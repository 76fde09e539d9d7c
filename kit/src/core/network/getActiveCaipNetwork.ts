import type { CaipNetwork } from '../../config/index.js'
import type { WalletKitState } from '../WalletKitState.js'

/**
 * Selects the active network: the current network of the active namespace.
 * @example const network = useStore(kit.store, getActiveCaipNetwork)
 */
export function getActiveCaipNetwork(state: WalletKitState): CaipNetwork | undefined {
  return state.networks[state.activeNamespace]?.caipNetwork
}
