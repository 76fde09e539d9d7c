import type { WalletKit } from '../WalletKit.js'
import { createSwapState } from './SwapState.js'

/**
 * Empties the swap slice: form, tokens, quote and outcome (a new network has other tokens).
 * @example resetSwap(kit)
 */
export function resetSwap(kit: WalletKit): void {
  kit.store.setState({ swap: createSwapState() })
}
