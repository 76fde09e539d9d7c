import type { ResolvedWalletKitOptions } from '../../config/index.js'
import type { WalletKitState } from '../WalletKitState.js'

export type ShouldShowUnsupportedChainOptions = Pick<
  ResolvedWalletKitOptions,
  'enableNetworkSwitch' | 'allowUnsupportedChain'
>

/**
 * The rule of spec 2: UnsupportedChain opens when the active network is not in the requested list, network
 * switching is enabled, unsupported chains are not allowed, and the connection is not basic.
 * @example if (shouldShowUnsupportedChain(kit.store.getState(), kit.options)) pushView(kit, 'UnsupportedChain')
 */
export function shouldShowUnsupportedChain(
  state: WalletKitState,
  options: ShouldShowUnsupportedChainOptions,
): boolean {
  const networkState = state.networks[state.activeNamespace]
  const network = networkState?.caipNetwork
  if (!network) return false
  const requested = networkState.requestedCaipNetworks.some(
    (item) => item.caipNetworkId === network.caipNetworkId,
  )
  return (
    !requested && options.enableNetworkSwitch && !options.allowUnsupportedChain && !state.connection.basic
  )
}
