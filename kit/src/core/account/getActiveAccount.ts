import type { WalletKitState } from '../WalletKitState.js'
import type { AccountState } from './AccountState.js'

/**
 * Selects the account of the active namespace (its address is the active address).
 * @example const address = useStore(kit.store, (state) => getActiveAccount(state)?.address)
 */
export function getActiveAccount(state: WalletKitState): AccountState | undefined {
  return state.accounts[state.activeNamespace]
}
