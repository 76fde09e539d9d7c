import type { WalletKit } from '../WalletKit.js'
import { readSwapState } from './readSwapState.js'
import type { SwapState } from './SwapState.js'

/**
 * Merges `patch` into the swap slice; a field given as undefined is cleared, a field left out is kept.
 * @example patchSwapState(kit, { step: 'swap-wallet' })
 */
export function patchSwapState(kit: WalletKit, patch: Partial<SwapState>): void {
  kit.store.setState((state) => ({ swap: { ...readSwapState(state), ...patch } }))
}
