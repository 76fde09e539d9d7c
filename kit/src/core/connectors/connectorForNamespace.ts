import type { Connector } from '../../chains/ChainAdapter.js'
import type { Namespace } from '../../config/index.js'

/**
 * The connector that connects `namespace` from a Connect row: the row's own connector when it is of that namespace,
 * the member of that namespace of a wallet offered in several (MULTI_CHAIN), else undefined.
 * @example connectorForNamespace(phantom, 'solana') // Phantom's Wallet Standard connector
 */
export function connectorForNamespace(connector: Connector, namespace: Namespace): Connector | undefined {
  if (connector.type === 'MULTI_CHAIN' && connector.connectors)
    return connector.connectors.find((member) => member.chain === namespace)
  return connector.chain === namespace ? connector : undefined
}
