import type { WalletKit } from '../WalletKit.js'
import { patchSwapState } from './patchSwapState.js'
import type { SwapForm } from './SwapState.js'

/**
 * Changes the swap form (a field given as undefined is cleared, one left out is kept) and returns to the form from
 * an outcome, so the next quote is for what the visitor sees.
 * @example updateSwapForm(kit, { amount: '1.5' })
 */
export function updateSwapForm(kit: WalletKit, patch: Partial<SwapForm>): void {
  patchSwapState(kit, { ...patch, step: 'form', failure: undefined, networkFee: undefined })
}
