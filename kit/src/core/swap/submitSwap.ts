import type { WalletKit } from '../WalletKit.js'
import { approveSwapIfNeeded } from './approveSwapIfNeeded.js'
import { getSwapContext } from './getSwapContext.js'
import { patchSwapState } from './patchSwapState.js'
import { refreshExpiredSwapQuote } from './refreshExpiredSwapQuote.js'
import { sendSwap } from './sendSwap.js'
import { toSwapFailure } from './toSwapFailure.js'

/** How a swap attempt ended: swapped, stopped on a worse quote to accept, failed (the slice says why), or not ready. */
export type SubmitSwapReturnType = 'success' | 'quote-changed' | 'failed' | 'unavailable'

/**
 * Runs the swap the form describes: approval when the allowance is short (approve, wait until mined, check
 * again), a new quote when the one shown is older than 30 s (stopping if it is worse), then the swap itself until
 * mined. Every failure ends at step 'failed' with what to say: declined in the wallet, reverted on chain, the swap
 * service's HTTP error; never a step left waiting.
 * @example await submitSwap(kit) // 'success'
 */
export async function submitSwap(kit: WalletKit): Promise<SubmitSwapReturnType> {
  const context = getSwapContext(kit.store.getState())
  if (!context) return 'unavailable'
  patchSwapState(kit, { failure: undefined, hash: undefined, previousToAmount: undefined })
  try {
    await approveSwapIfNeeded(kit, context)
    if ((await refreshExpiredSwapQuote(kit, context)) === 'changed') return 'quote-changed'
    await sendSwap(kit, context)
    return 'success'
  } catch (error) {
    const failure = toSwapFailure(error)
    if (failure.kind === 'rejected') kit.logger.info('The swap was declined in the wallet', error)
    else kit.logger.error('The swap failed', error)
    patchSwapState(kit, { step: 'failed', failure })
    return 'failed'
  }
}
