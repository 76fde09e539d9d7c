import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { setActiveCaipNetwork } from './setActiveCaipNetwork.js'

/**
 * Makes `namespace` the one the modal shows, on that namespace's current network (else its first requested
 * one), through the "Active network change" rules of spec 4. A namespace the host did not configure is ignored.
 * @example setActiveNamespace(kit, 'solana')
 */
export function setActiveNamespace(kit: WalletKit, namespace: Namespace): void {
  const state = kit.store.getState()
  if (namespace === state.activeNamespace) return
  const networkState = state.networks[namespace]
  if (!state.namespaces.includes(namespace) || !networkState) {
    kit.logger.debug(`Namespace ${namespace} is not configured; staying on ${state.activeNamespace}`)
    return
  }
  const network = networkState.caipNetwork ?? networkState.requestedCaipNetworks[0]
  if (network) setActiveCaipNetwork(kit, network)
  else kit.store.setState({ activeNamespace: namespace })
}
