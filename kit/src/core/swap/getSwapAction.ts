import { InvalidSendParametersError } from '../../errors/InvalidSendParametersError.js'
import { SendAmountPrecisionError } from '../../errors/SendAmountPrecisionError.js'
import { errorMessage } from '../../i18n/errorMessage.js'
import type { MessageRef } from '../../i18n/Messages.js'
import { messageRef } from '../../i18n/messageRef.js'
import { isAmountOverBalance } from '../send/isAmountOverBalance.js'
import { parseSendAmount } from '../send/parseSendAmount.js'
import type { SwapAsset } from './SwapAsset.js'
import type { SwapState } from './SwapState.js'

/** What the swap button does next: approve the token, swap, or nothing yet (its label, a message, says why). */
export type SwapAction = {
  kind: 'approve' | 'swap' | 'none'
  label: MessageRef
  /** What is wrong with the amount, shown under the sell field ("USDC allows at most 6 decimals"). */
  warning?: MessageRef | undefined
  /** The amount sold in base units, once it is valid. */
  units?: bigint | undefined
}

export type GetSwapActionParameters = {
  swap: Pick<SwapState, 'amount' | 'quote' | 'quoteStatus'>
  sell: SwapAsset | undefined
  buy: SwapAsset | undefined
}

/**
 * The swap button's label and what it does. The amount is read exactly as Send reads it (no more decimals than the
 * token has, not zero, not above the balance: the whole balance is fine, one base unit more is "Insufficient USDC
 * balance"); then the quote for exactly this amount and pair decides between "Approve USDC" (the router's allowance
 * is short) and "Swap".
 * @example getSwapAction({ swap, sell, buy }).label // { key: 'swap.enterAmount' }: "Enter an amount"
 */
export function getSwapAction({ swap, sell, buy }: GetSwapActionParameters): SwapAction {
  const none = (label: MessageRef, warning?: MessageRef, units?: bigint): SwapAction => ({
    kind: 'none',
    label,
    warning,
    units,
  })
  if (!sell) return none(messageRef('swap.nothingToSwap'))
  if (!buy) return none(messageRef('swap.selectToken'))
  if (sell.address.toLowerCase() === buy.address.toLowerCase())
    return none(messageRef('swap.selectDifferentToken'))
  if (!swap.amount?.trim()) return none(messageRef('swap.enterAmount'))
  let units: bigint
  try {
    units = parseSendAmount(swap.amount, sell)
  } catch (error) {
    if (error instanceof SendAmountPrecisionError)
      return none(messageRef('swap.enterValidAmount'), errorMessage(error))
    if (error instanceof InvalidSendParametersError) return none(messageRef('swap.enterValidAmount'))
    throw error
  }
  if (isAmountOverBalance(swap.amount, sell)) {
    const text = messageRef('swap.insufficientBalance', { symbol: sell.symbol })
    return none(text, text, units)
  }
  const quote = swap.quote
  const current =
    quote?.fromAmount === String(units) &&
    quote.from.toLowerCase() === sell.address.toLowerCase() &&
    quote.to.toLowerCase() === buy.address.toLowerCase()
  if (swap.quoteStatus === 'error') return none(messageRef('swap.quoteUnavailable'), undefined, units)
  if (swap.quoteStatus === 'empty') return none(messageRef('swap.noQuoteForPair'), undefined, units)
  if (!quote || !current || swap.quoteStatus !== 'ready')
    return none(messageRef('swap.gettingQuote'), undefined, units)
  if (quote.allowance !== undefined && BigInt(quote.allowance) < units)
    return { kind: 'approve', label: messageRef('swap.approveToken', { symbol: sell.symbol }), units }
  return { kind: 'swap', label: messageRef('swap.swap'), units }
}
