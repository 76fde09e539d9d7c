import { SWAP_QUOTE_MAX_AGE } from '../../config/swapConstants.js'
import { SwapQuoteUnavailableError } from '../../errors/SwapQuoteUnavailableError.js'
import type { WalletKit } from '../WalletKit.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import type { SwapContext } from './getSwapContext.js'
import { patchSwapState } from './patchSwapState.js'
import { readSwapState } from './readSwapState.js'

/**
 * Asks for the quote again when it is older than 30 s (step 'requoting'), so the swap is not sent at a stale price.
 * A quote that yields less than the one shown stops the swap at step 'quote-changed' (the view shows it and asks
 * again) and returns 'changed'; an equal or better one goes on. No new quote fails with `SwapQuoteUnavailableError`.
 * @example if ((await refreshExpiredSwapQuote(kit, context)) === 'changed') return
 */
export async function refreshExpiredSwapQuote(
  kit: WalletKit,
  context: SwapContext,
): Promise<'fresh' | 'changed'> {
  if (Date.now() - context.quote.receivedAt <= SWAP_QUOTE_MAX_AGE) return 'fresh'
  patchSwapState(kit, { step: 'requoting' })
  const quote = await fetchSwapQuote(kit)
  // The reason in English (the error's own words) for the log; the view says it from the catalogue.
  if (!quote)
    throw new SwapQuoteUnavailableError({ details: readSwapState(kit.store.getState()).quoteError?.fallback })
  if (BigInt(quote.toAmount) >= BigInt(context.quote.toAmount)) return 'fresh'
  patchSwapState(kit, { step: 'quote-changed', previousToAmount: context.quote.toAmount })
  return 'changed'
}
