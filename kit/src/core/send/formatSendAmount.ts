import { formatUnits } from 'viem'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { parseSendAmount } from './parseSendAmount.js'

/**
 * A send amount as the preview shows it: exact, in the token's units (`'1.50'` reads `'1.5'`, `'0.0004'` stays
 * `'0.0004'`; never rounded to 3 decimals). An amount the token cannot carry is shown as typed.
 * @example formatSendAmount('1.500', usdc) // '1.5'
 */
export function formatSendAmount(
  amount: string,
  token: Pick<AccountTokenBalance, 'symbol' | 'quantity'>,
): string {
  try {
    return formatUnits(parseSendAmount(amount, token), Number(token.quantity.decimals))
  } catch {
    return amount.trim()
  }
}
