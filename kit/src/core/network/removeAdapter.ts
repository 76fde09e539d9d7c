import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { setActiveCaipNetwork } from './setActiveCaipNetwork.js'

/**
 * Removes the adapter of `namespace` with that namespace's networks, account and connectors (spec 4). Removing
 * the active adapter first switches to another adapter's first network (else another namespace's). A namespace
 * with a connected account is kept, as the peer refuses to drop a live connection; returns whether it was removed.
 * @example removeAdapter(kit, 'solana')
 */
export function removeAdapter(kit: WalletKit, namespace: Namespace): boolean {
  const state = kit.store.getState()
  if (state.accounts[namespace]?.caipAddress) {
    kit.logger.warn(`The ${namespace} adapter is connected; disconnect before removing it`)
    return false
  }

  if (namespace === state.activeNamespace) {
    const others = state.namespaces.filter((candidate) => candidate !== namespace)
    const withAdapter = others.filter((candidate) => kit.adapters.has(candidate))
    const next = [...withAdapter, ...others]
      .map((candidate) => state.networks[candidate]?.requestedCaipNetworks[0])
      .find((network) => network !== undefined)
    if (next) setActiveCaipNetwork(kit, next)
  }

  kit.adapters.delete(namespace)
  kit.store.setState((current) => {
    const { [namespace]: _account, ...accounts } = current.accounts
    const { [namespace]: _network, ...networks } = current.networks
    const { [namespace]: _status, ...status } = current.connection.status
    const { [namespace]: _connectorId, ...connectorId } = current.connection.connectorId
    return {
      namespaces: current.namespaces.filter((candidate) => candidate !== namespace),
      accounts,
      networks,
      connection: { ...current.connection, status, connectorId },
      connectors: {
        ...current.connectors,
        connectors: current.connectors.connectors.filter((connector) => connector.chain !== namespace),
      },
    }
  })
  return true
}
