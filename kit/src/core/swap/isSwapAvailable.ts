import { SWAP_SUPPORTED_CHAIN_IDS } from '../../config/swapConstants.js'
import type { WalletKit } from '../WalletKit.js'
import type { WalletKitState } from '../WalletKitState.js'

/**
 * Whether the account can swap: the `swaps` feature is on (spec 1, default) and the active network is one of the
 * 12 eip155 swap networks (spec 9). Kept tiny: the account's actions read it at start-up.
 * @example isSwapAvailable(kit, kit.store.getState()) // true on Ethereum, false on Solana
 */
export function isSwapAvailable(
  kit: Pick<WalletKit, 'options'>,
  state: Pick<WalletKitState, 'activeNamespace' | 'networks'>,
): boolean {
  const network = state.networks[state.activeNamespace]?.caipNetwork
  return (
    kit.options.features.swaps &&
    network?.chainNamespace === 'eip155' &&
    SWAP_SUPPORTED_CHAIN_IDS.includes(Number(network.id))
  )
}
