import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import type { NetworkState } from './NetworkState.js'

/**
 * Merges `data` into the network state of `namespace`; a namespace the host did not configure is ignored.
 * @example updateNetworkState(kit, 'eip155', { supportsAllNetworks: false })
 */
export function updateNetworkState(kit: WalletKit, namespace: Namespace, data: Partial<NetworkState>): void {
  kit.store.setState((state) => {
    const networkState = state.networks[namespace]
    if (!networkState) return {}
    return { networks: { ...state.networks, [namespace]: { ...networkState, ...data } } }
  })
}
