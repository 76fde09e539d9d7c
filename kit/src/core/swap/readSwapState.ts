import type { WalletKitState } from '../WalletKitState.js'
import { createSwapState, type SwapState } from './SwapState.js'

/**
 * The swap slice, empty until the Swap view first changes it: the slice starts undefined so that none of the
 * swap's code is on the kit's start-up path.
 * @example readSwapState(kit.store.getState()).step // 'form'
 */
export function readSwapState(state: Pick<WalletKitState, 'swap'>): SwapState {
  return state.swap ?? createSwapState()
}
