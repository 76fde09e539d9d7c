import type { Namespace } from '../../config/index.js'
import type { WalletKitState } from '../../core/WalletKitState.js'
import { WalletConnectConnectorNotFoundError } from '../../errors/WalletConnectConnectorNotFoundError.js'
import type { Connector } from '../ChainAdapter.js'
import type { WalletConnectConnection } from './createWalletConnectConnection.js'

/**
 * The WalletConnect connector to connect with: the active namespace's, else any; throws
 * `WalletConnectConnectorNotFoundError` ("WalletConnectConnector not found", spec 8) when the kit has none.
 * @example const { connector, connection } = getWalletConnectConnector(kit.store.getState())
 */
export function getWalletConnectConnector(
  state: Pick<WalletKitState, 'connectors' | 'activeNamespace'>,
  namespace: Namespace = state.activeNamespace,
): { connector: Connector; connection: WalletConnectConnection } {
  const candidates = state.connectors.connectors.filter(
    (connector) => connector.type === 'WALLET_CONNECT' && isConnection(connector.provider),
  )
  const connector = candidates.find((candidate) => candidate.chain === namespace) ?? candidates[0]
  if (!connector) throw new WalletConnectConnectorNotFoundError()
  return { connector, connection: connector.provider as WalletConnectConnection }
}

function isConnection(value: unknown): value is WalletConnectConnection {
  return typeof (value as WalletConnectConnection | undefined)?.connect === 'function'
}
