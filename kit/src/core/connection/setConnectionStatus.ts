import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import type { ConnectionStatus } from './ConnectionState.js'

/**
 * Sets the connection status of one chain namespace (spec 4: disconnected, connecting, connected).
 * @example setConnectionStatus(kit, 'solana', 'connecting')
 */
export function setConnectionStatus(kit: WalletKit, namespace: Namespace, status: ConnectionStatus): void {
  kit.store.setState((state) => ({
    connection: { ...state.connection, status: { ...state.connection.status, [namespace]: status } },
  }))
}
