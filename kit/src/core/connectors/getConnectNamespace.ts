import type { Namespace } from '../../config/index.js'
import { getConnectedNamespaces } from '../account/getConnectedNamespaces.js'
import type { WalletKitState } from '../WalletKitState.js'

/**
 * The namespace Connect lists wallets of, when narrowed: the one the route names (a network of it was picked), else
 * the namespace shown when it has no account while another namespace has one (the modal opened on it). Undefined:
 * every wallet.
 * @example getConnectNamespace(kit.store.getState()) // 'solana'
 */
export function getConnectNamespace(state: WalletKitState): Namespace | undefined {
  if (state.router.data?.namespace) return state.router.data.namespace
  const connected = getConnectedNamespaces(state)
  if (connected.length === 0 || connected.includes(state.activeNamespace)) return undefined
  return state.activeNamespace
}
