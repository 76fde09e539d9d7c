import { SendAmountPrecisionError } from '../../errors/SendAmountPrecisionError.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { isAmountOverBalance } from './isAmountOverBalance.js'
import { parseSendAmount } from './parseSendAmount.js'

/**
 * What the amount field says while the visitor types: more decimals than the token has ("USDC allows at most 6
 * decimals"), else "Insufficient balance" when the amount is over the balance; undefined when neither.
 * @example findSendAmountWarning('0.0000004', usdc) // 'USDC allows at most 6 decimals'
 */
export function findSendAmountWarning(
  amount: string | undefined,
  token: Pick<AccountTokenBalance, 'symbol' | 'quantity'>,
): string | undefined {
  try {
    if (amount?.trim()) parseSendAmount(amount, token)
  } catch (error) {
    if (error instanceof SendAmountPrecisionError) return error.message
  }
  return isAmountOverBalance(amount, token) ? 'Insufficient balance' : undefined
}
