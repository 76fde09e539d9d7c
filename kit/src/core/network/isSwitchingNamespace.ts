import type { WalletKitState } from '../WalletKitState.js'

/**
 * Whether the modal is switching into another namespace (spec 4).
 * @example const switching = useStore(kit.store, isSwitchingNamespace)
 */
export function isSwitchingNamespace(state: WalletKitState): boolean {
  return Object.values(state.networks).some((network) => network?.switching)
}
