import type { Connector } from '../../chains/ChainAdapter.js'
import type { Namespace } from '../../config/index.js'
import { WalletConnectConnectorNotFoundError } from '../../errors/WalletConnectConnectorNotFoundError.js'
import type { WalletKitState } from '../WalletKitState.js'

/**
 * The WalletConnect connector to connect with: the active namespace's, else any; throws
 * `WalletConnectConnectorNotFoundError` ("WalletConnectConnector not found", spec 8) when the kit has none.
 * @example await connectExternal(kit, { connector: getWalletConnectConnector(kit.store.getState()) })
 */
export function getWalletConnectConnector(
  state: Pick<WalletKitState, 'connectors' | 'activeNamespace'>,
  namespace: Namespace = state.activeNamespace,
): Connector {
  const candidates = state.connectors.connectors.filter((connector) => connector.type === 'WALLET_CONNECT')
  const connector = candidates.find((candidate) => candidate.chain === namespace) ?? candidates[0]
  if (!connector) throw new WalletConnectConnectorNotFoundError()
  return connector
}
