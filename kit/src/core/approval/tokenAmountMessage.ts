import type { MessageRef } from '../../i18n/Messages.js'
import { messageRef } from '../../i18n/messageRef.js'
import { amountMessage } from './amountMessage.js'
import type { TokenAmountDescription } from './RequestDescription.js'

/**
 * A token amount as the visitor reads it: "12.5 USDC", or, for a token the kit does not know, its raw base units and
 * contract: "5 base units (token decimals unknown) of token 0x…".
 * @example tokenAmountMessage({ token: usdc, amount }) // '12.5 USDC'
 */
export function tokenAmountMessage(token: TokenAmountDescription): string | MessageRef {
  const amount = amountMessage(token.amount, 'token')
  return token.amount.symbol === undefined
    ? messageRef('approval.amountOfToken', { amount, token: token.token })
    : amount
}
