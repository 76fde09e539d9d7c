import { parseUnits } from 'viem'
import type { AccountTokenBalance } from '../account/AccountState.js'

/**
 * Whether a typed amount is more than the token's balance, compared exactly in the token's smallest unit. An amount
 * that is not a number is not "over" (the form's own check reports it).
 * @example isAmountOverBalance('1.5', usdc) // false with 100 USDC
 */
export function isAmountOverBalance(
  amount: string | undefined,
  token: Pick<AccountTokenBalance, 'quantity'>,
): boolean {
  const decimals = Number(token.quantity.decimals)
  try {
    if (!amount?.trim()) return false
    return parseUnits(amount.trim(), decimals) > parseUnits(token.quantity.numeric, decimals)
  } catch {
    return false
  }
}
