import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { errorMessage } from '../../i18n/errorMessage.js'
import type { WalletKit } from '../WalletKit.js'
import { getSwapAction } from './getSwapAction.js'
import { getSwapAssets } from './getSwapAssets.js'
import { patchSwapState } from './patchSwapState.js'
import { readSwapState } from './readSwapState.js'
import type { SwapQuoteDetails } from './SwapState.js'
import { toPlainAddress } from './toPlainAddress.js'

/**
 * Asks for the best quote for the form (spec 7): the gas price first (GET /v1/convert/gas-price), then GET
 * /v1/convert/quotes with the amount in base units, userAddress, from, to and gasPrice, and, for a token (not the
 * native one), GET /v1/convert/allowance to know whether an approval comes first. The slice shows 'loading', then
 * 'ready', 'empty' (no quote) or 'error' with the HTTP error's message. An amount or pair that cannot be quoted
 * clears the quote; an aborted request (the visitor typed on) changes nothing. Returns the quote stored.
 * @example await fetchSwapQuote(kit, { signal: controller.signal })
 */
export async function fetchSwapQuote(
  kit: WalletKit,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SwapQuoteDetails | undefined> {
  const state = kit.store.getState()
  const { sell, buy } = getSwapAssets(state)
  const action = getSwapAction({
    swap: { ...readSwapState(state), quote: undefined, quoteStatus: 'idle' },
    sell,
    buy,
  })
  const account = state.accounts[state.activeNamespace]?.address
  const chainId = state.networks[state.activeNamespace]?.caipNetwork?.caipNetworkId
  if (!sell || !buy || !account || !chainId || action.units === undefined || action.warning) {
    patchSwapState(kit, { quote: undefined, quoteStatus: 'idle', quoteError: undefined })
    return undefined
  }
  patchSwapState(kit, { quoteStatus: 'loading', quoteError: undefined })
  const userAddress = toPlainAddress(account)
  try {
    const prices = await kit.api.blockchain.getGasPrice({ chainId, signal })
    const amount = String(action.units)
    const [{ quotes }, allowance] = await Promise.all([
      kit.api.blockchain.getSwapQuotes({
        amount,
        userAddress,
        from: sell.address,
        to: buy.address,
        gasPrice: prices.standard,
        signal,
      }),
      sell.native
        ? undefined
        : kit.api.blockchain.getSwapAllowance({ tokenAddress: sell.address, userAddress, signal }),
    ])
    const best = quotes.reduce<(typeof quotes)[number] | undefined>(
      (top, quote) => (!top || BigInt(quote.toAmount) > BigInt(top.toAmount) ? quote : top),
      undefined,
    )
    if (!best) {
      patchSwapState(kit, { quote: undefined, quoteStatus: 'empty' })
      return undefined
    }
    const quote: SwapQuoteDetails = {
      from: sell.address,
      to: buy.address,
      fromAmount: amount,
      toAmount: best.toAmount,
      gasPrice: prices.standard,
      allowance: allowance?.allowance,
      receivedAt: Date.now(),
    }
    patchSwapState(kit, { quote, quoteStatus: 'ready' })
    return quote
  } catch (error) {
    if (error instanceof RequestAbortedError || signal?.aborted) return undefined
    kit.logger.warn('No swap quote', error)
    patchSwapState(kit, { quote: undefined, quoteStatus: 'error', quoteError: errorMessage(error) })
    return undefined
  }
}
