import type { Namespace } from '../../config/index.js'
import type { WalletKitState } from '../WalletKitState.js'
import type { ConnectionStatus } from './ConnectionState.js'

/**
 * Selects the connection status of a namespace (default: the active one); disconnected until set.
 * @example const connecting = getConnectionStatus(kit.store.getState(), 'solana') === 'connecting'
 */
export function getConnectionStatus(
  state: WalletKitState,
  namespace: Namespace = state.activeNamespace,
): ConnectionStatus {
  return state.connection.status[namespace] ?? 'disconnected'
}
