import { englishText } from '../../i18n/englishText.js'
import type { TokenAmountDescription } from './RequestDescription.js'
import { tokenAmountMessage } from './tokenAmountMessage.js'

/**
 * A token amount in English: "12.5 USDC", or, for a token the kit does not know, its raw base units and contract:
 * "5 base units (token decimals unknown) of token 0x…" (`tokenAmountMessage` is the same in any language).
 * @example formatTokenAmount({ token: usdc, amount }) // '12.5 USDC'
 */
export function formatTokenAmount(token: TokenAmountDescription): string {
  const message = tokenAmountMessage(token)
  return typeof message === 'string' ? message : englishText(message)
}
