import type { Connector, ConnectResult } from '../../chains/ChainAdapter.js'
import { setCaipAddress } from '../account/setCaipAddress.js'
import { updateAccountData } from '../account/updateAccountData.js'
import { setConnectors } from '../connectors/setConnectors.js'
import type { WalletKit } from '../WalletKit.js'
import { applyWalletNetwork } from './applyWalletNetwork.js'
import { getWalletNetwork } from './getWalletNetwork.js'
import { setConnectionStatus } from './setConnectionStatus.js'
import { storeConnectorId } from './storedConnectorIds.js'

/**
 * Records a connection the wallet granted (by connecting or reconnecting): the connector id in state and in storage
 * (so a reload can reconnect), the CAIP address on the wallet's chain, the wallet's info and accounts, status
 * connected, and the wallet's chain as the active network (UnsupportedChain when the spec 2 rule says so).
 * @example setConnectedAccount(kit, { connector, result: await adapter.connect({ connector, network }) })
 */
export function setConnectedAccount(
  kit: WalletKit,
  { connector, result }: { connector: Connector; result: ConnectResult },
): void {
  const namespace = connector.chain
  const network = getWalletNetwork(kit.store.getState(), namespace, result.chainId)
  setConnectors(kit, [connector])
  kit.store.setState((state) => ({
    connection: {
      ...state.connection,
      connectorId: { ...state.connection.connectorId, [namespace]: connector.id },
      basic: kit.adapters.get(namespace)?.basic === true,
    },
  }))
  storeConnectorId(kit, namespace, connector.id)
  setCaipAddress(kit, namespace, `${network.caipNetworkId}:${result.address}`)
  updateAccountData(kit, namespace, {
    status: 'connected',
    connectedWalletInfo: {
      name: connector.name,
      icon: connector.imageUrl,
      type: connector.type,
      id: connector.id,
      rdns: connector.info?.rdns,
    },
    allAccounts: (result.accounts ?? [result.address]).map((address) => ({
      namespace,
      address,
      type: 'eoa',
    })),
  })
  setConnectionStatus(kit, namespace, 'connected')
  applyWalletNetwork(kit, network)
}
