import type { CaipNetwork, Namespace } from '../../config/index.js'
import { NetworkNotFoundError } from '../../errors/NetworkNotFoundError.js'
import { clearChainBalances } from '../balance/clearChainBalances.js'
import { pushView } from '../router/pushView.js'
import { resetSend } from '../send/resetSend.js'
import type { WalletKit } from '../WalletKit.js'
import type { WalletKitState } from '../WalletKitState.js'
import type { NetworkState } from './NetworkState.js'
import { shouldShowUnsupportedChain } from './shouldShowUnsupportedChain.js'

/**
 * Makes `network` the active network (spec 4 "Active network change"): when its namespace differs, that
 * namespace becomes active and is marked switching (the active address is the one of its account); the send
 * form is reset, and the balances of the chain the namespace left are cleared; UnsupportedChain is shown when the spec 2 rule says so. A network whose namespace the host did
 * not configure throws `NetworkNotFoundError`. The network may be outside the requested list (a wallet on
 * another chain): that is what UnsupportedChain is for.
 * @example setActiveCaipNetwork(kit, base)
 */
export function setActiveCaipNetwork(kit: WalletKit, network: CaipNetwork): void {
  const namespace = network.chainNamespace
  const state = kit.store.getState()
  if (!state.networks[namespace]) {
    throw new NetworkNotFoundError({ details: `No networks of namespace ${namespace} are configured` })
  }
  const namespaceChanges = namespace !== state.activeNamespace
  const chainChanges = state.networks[namespace]?.caipNetwork?.caipNetworkId !== network.caipNetworkId

  kit.store.setState((current) => {
    const networks: WalletKitState['networks'] = {}
    for (const [key, value] of Object.entries(current.networks) as [Namespace, NetworkState | undefined][]) {
      if (key === namespace && value) {
        networks[key] = { ...value, caipNetwork: network, switching: value.switching || namespaceChanges }
      } else {
        // At most one namespace is switching: a new switch takes the mark from the previous one.
        networks[key] = namespaceChanges && value?.switching ? { ...value, switching: false } : value
      }
    }
    return { activeNamespace: namespace, networks }
  })

  resetSend(kit)
  if (chainChanges) clearChainBalances(kit, namespace)
  if (shouldShowUnsupportedChain(kit.store.getState(), kit.options)) pushView(kit, 'UnsupportedChain')
}
