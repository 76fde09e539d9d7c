import type { Namespace } from '../../config/index.js'

/** Connection status per chain namespace (spec 4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export type ConnectionState = {
  status: Partial<Record<Namespace, ConnectionStatus>>
  /** The connector id in use per namespace (persisted; removed on reset, spec 4). */
  connectorId: Partial<Record<Namespace, string>>
  /** True when the session is a basic WalletConnect one (no adapters, spec 2). */
  basic: boolean
}

export const createConnectionState = (): ConnectionState => ({ status: {}, connectorId: {}, basic: false })
