import type { Connector } from '../../chains/ChainAdapter.js'
import type { Namespace } from '../../config/index.js'
import type { WalletKitState } from '../WalletKitState.js'

/**
 * Selects the connector a namespace is connected through: `connection.connectorId[namespace]` looked up among
 * the connectors, preferring the one of that namespace when several share the id.
 * @example getNamespaceConnector(kit.store.getState(), 'eip155')?.type // 'WALLET_CONNECT'
 */
export function getNamespaceConnector(state: WalletKitState, namespace: Namespace): Connector | undefined {
  const id = state.connection.connectorId[namespace]
  if (id === undefined) return undefined
  const matches = state.connectors.connectors.filter((connector) => connector.id === id)
  return matches.find((connector) => connector.chain === namespace) ?? matches[0]
}
