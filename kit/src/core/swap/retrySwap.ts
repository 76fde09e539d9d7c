import type { WalletKit } from '../WalletKit.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { patchSwapState } from './patchSwapState.js'
import { readSwapState } from './readSwapState.js'
import { type SubmitSwapReturnType, submitSwap } from './submitSwap.js'

/**
 * Try again after a failed swap: a swap that reverted on chain goes back to the form with a new quote (the price
 * has likely moved); a declined request or a failed call is sent again.
 * @example await retrySwap(kit)
 */
export async function retrySwap(kit: WalletKit): Promise<SubmitSwapReturnType | undefined> {
  if (readSwapState(kit.store.getState()).failure?.kind === 'reverted') {
    patchSwapState(kit, { step: 'form', failure: undefined, quote: undefined, networkFee: undefined })
    await fetchSwapQuote(kit)
    return undefined
  }
  return submitSwap(kit)
}
