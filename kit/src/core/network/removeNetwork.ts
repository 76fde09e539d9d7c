import type { CaipNetwork, Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import type { WalletKitState } from '../WalletKitState.js'
import { setActiveCaipNetwork } from './setActiveCaipNetwork.js'
import { updateNetworkState } from './updateNetworkState.js'

/**
 * Removes a network from the requested and approved lists (spec 4). Removing the active network switches to
 * the first remaining one of its namespace, else to the first network of another namespace; removing another
 * namespace's current network moves that namespace to its first remaining one. An unknown id changes nothing.
 * @example removeNetwork(kit, 'eip155:8453')
 */
export function removeNetwork(kit: WalletKit, caipNetworkId: string): void {
  const state = kit.store.getState()
  const namespace = state.namespaces.find((candidate) => {
    const networkState = state.networks[candidate]
    return (
      networkState?.caipNetwork?.caipNetworkId === caipNetworkId ||
      networkState?.requestedCaipNetworks.some((network) => network.caipNetworkId === caipNetworkId)
    )
  })
  const networkState = namespace && state.networks[namespace]
  if (!namespace || !networkState) return

  const remaining = networkState.requestedCaipNetworks.filter(
    (network) => network.caipNetworkId !== caipNetworkId,
  )
  const wasCurrent = networkState.caipNetwork?.caipNetworkId === caipNetworkId
  updateNetworkState(kit, namespace, {
    requestedCaipNetworks: remaining,
    approvedCaipNetworkIds: networkState.approvedCaipNetworkIds.filter((id) => id !== caipNetworkId),
    caipNetwork: wasCurrent ? remaining[0] : networkState.caipNetwork,
  })
  if (!wasCurrent || namespace !== state.activeNamespace) return

  const next = remaining[0] ?? firstNetworkOfAnotherNamespace(kit.store.getState(), namespace)
  if (next) setActiveCaipNetwork(kit, next)
}

function firstNetworkOfAnotherNamespace(
  state: WalletKitState,
  namespace: Namespace,
): CaipNetwork | undefined {
  for (const candidate of state.namespaces) {
    const network = candidate === namespace ? undefined : state.networks[candidate]?.requestedCaipNetworks[0]
    if (network) return network
  }
  return undefined
}
