import { parseUnits } from 'viem'
import { InvalidSendParametersError } from '../../errors/InvalidSendParametersError.js'
import { SendAmountPrecisionError } from '../../errors/SendAmountPrecisionError.js'
import type { AccountTokenBalance } from '../account/AccountState.js'

/** A positive decimal number as typed: digits with at most one point, no sign or exponent. */
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/

/**
 * A typed amount in the token's smallest unit, exactly: never rounded. More decimals than the token has throws
 * `SendAmountPrecisionError` ("USDC allows at most 6 decimals"); what is not a positive decimal, or is zero units,
 * throws `InvalidSendParametersError` (spec 5).
 * @example parseSendAmount('1.5', usdc) // 1_500_000n
 */
export function parseSendAmount(
  amount: string | undefined,
  token: Pick<AccountTokenBalance, 'symbol' | 'quantity'>,
): bigint {
  const text = amount?.trim() ?? ''
  if (!DECIMAL.test(text))
    throw new InvalidSendParametersError({ details: `Invalid amount: ${JSON.stringify(amount)}` })
  const decimals = Number(token.quantity.decimals)
  const fraction = text.split('.')[1]?.replace(/0+$/, '') ?? ''
  if (fraction.length > decimals) throw new SendAmountPrecisionError({ symbol: token.symbol, decimals })
  // With no extra decimals parseUnits has nothing to round.
  const units = parseUnits(text.startsWith('.') ? `0${text}` : text, decimals)
  if (units <= 0n) throw new InvalidSendParametersError({ details: `Zero units: ${JSON.stringify(amount)}` })
  return units
}
