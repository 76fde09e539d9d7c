import type { Namespace } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import type { WalletKitState } from '../WalletKitState.js'
import { isSwitchingNamespace } from './isSwitchingNamespace.js'
import type { NetworkState } from './NetworkState.js'

/**
 * Clears the switching mark of spec 4 once the flow that switched namespaces is done.
 * @example finishNamespaceSwitch(kit)
 */
export function finishNamespaceSwitch(kit: WalletKit): void {
  if (!isSwitchingNamespace(kit.store.getState())) return
  kit.store.setState((state) => {
    const networks: WalletKitState['networks'] = {}
    for (const [key, value] of Object.entries(state.networks) as [Namespace, NetworkState | undefined][]) {
      networks[key] = value?.switching ? { ...value, switching: false } : value
    }
    return { networks }
  })
}
