import { InvalidSendParametersError } from '../../errors/InvalidSendParametersError.js'
import { SendAmountPrecisionError } from '../../errors/SendAmountPrecisionError.js'
import { isAmountOverBalance } from '../send/isAmountOverBalance.js'
import { parseSendAmount } from '../send/parseSendAmount.js'
import type { SwapAsset } from './SwapAsset.js'
import type { SwapState } from './SwapState.js'

/** What the swap button does next: approve the token, swap, or nothing yet (its label says why). */
export type SwapAction = {
  kind: 'approve' | 'swap' | 'none'
  label: string
  /** What is wrong with the amount, shown under the sell field ("USDC allows at most 6 decimals"). */
  warning?: string | undefined
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
 * @example getSwapAction({ swap, sell, buy }).label // 'Enter an amount'
 */
export function getSwapAction({ swap, sell, buy }: GetSwapActionParameters): SwapAction {
  const none = (label: string, warning?: string, units?: bigint): SwapAction => ({
    kind: 'none',
    label,
    warning,
    units,
  })
  if (!sell) return none('Nothing to swap')
  if (!buy) return none('Select a token')
  if (sell.address.toLowerCase() === buy.address.toLowerCase()) return none('Select a different token')
  if (!swap.amount?.trim()) return none('Enter an amount')
  let units: bigint
  try {
    units = parseSendAmount(swap.amount, sell)
  } catch (error) {
    if (error instanceof SendAmountPrecisionError) return none('Enter a valid amount', error.message)
    if (error instanceof InvalidSendParametersError) return none('Enter a valid amount')
    throw error
  }
  if (isAmountOverBalance(swap.amount, sell)) {
    const text = `Insufficient ${sell.symbol} balance`
    return none(text, text, units)
  }
  const quote = swap.quote
  const current =
    quote?.fromAmount === String(units) &&
    quote.from.toLowerCase() === sell.address.toLowerCase() &&
    quote.to.toLowerCase() === buy.address.toLowerCase()
  if (swap.quoteStatus === 'error') return none('Quote unavailable', undefined, units)
  if (swap.quoteStatus === 'empty') return none('No quote for this pair', undefined, units)
  if (!quote || !current || swap.quoteStatus !== 'ready') return none('Getting quote…', undefined, units)
  if (quote.allowance !== undefined && BigInt(quote.allowance) < units)
    return { kind: 'approve', label: `Approve ${sell.symbol}`, units }
  return { kind: 'swap', label: 'Swap', units }
}
