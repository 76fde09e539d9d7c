import type { WalletKitState } from '../WalletKitState.js'

/**
 * The address connected on the active namespace, or undefined: what "an address is connected" means in spec 2.
 * @example const connected = selectActiveAddress(kit.store.getState()) !== undefined
 */
export function selectActiveAddress(state: WalletKitState): string | undefined {
  return state.accounts[state.activeNamespace]?.address
}
