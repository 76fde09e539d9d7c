import type { TokenAmountDescription } from './RequestDescription.js'

/**
 * The token's symbol when the kit knows it, else its contract address: "USDC", "tokens of 0x…".
 * @example `Approve ${spender} to spend unlimited ${tokenName(token)}`
 */
export const tokenName = (token: TokenAmountDescription): string =>
  token.amount.symbol ?? `tokens of ${token.token}`
