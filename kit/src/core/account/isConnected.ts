import type { Namespace } from '../../config/index.js'
import type { WalletKitState } from '../WalletKitState.js'

/**
 * Whether `namespace` (default: the active one) has a connected address.
 * @example if (isConnected(kit.store.getState())) openModal(kit, { view: 'Account' })
 */
export function isConnected(state: WalletKitState, namespace: Namespace = state.activeNamespace): boolean {
  return Boolean(state.accounts[namespace]?.caipAddress)
}
