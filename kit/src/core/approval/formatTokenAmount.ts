import { formatAmount } from './formatAmount.js'
import type { TokenAmountDescription } from './RequestDescription.js'

/**
 * A token amount as the visitor reads it: "12.5 USDC", or, for a token the kit does not know, its raw base units
 * and contract: "5 base units (token decimals unknown) of token 0x…".
 * @example formatTokenAmount({ token: usdc, amount }) // '12.5 USDC'
 */
export function formatTokenAmount(token: TokenAmountDescription): string {
  const amount = formatAmount(token.amount, 'token')
  return token.amount.symbol === undefined ? `${amount} of token ${token.token}` : amount
}
