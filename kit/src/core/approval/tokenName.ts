import type { MessageRef } from '../../i18n/Messages.js'
import { messageRef } from '../../i18n/messageRef.js'
import type { TokenAmountDescription } from './RequestDescription.js'

/**
 * The token's symbol when the kit knows it, else its contract address as a message: "USDC", "tokens of 0x…".
 * @example messageRef('approval.approveUnlimited', { spender, token: tokenName(token) })
 */
export const tokenName = (token: TokenAmountDescription): string | MessageRef =>
  token.amount.symbol ?? messageRef('approval.tokensOf', { token: token.token })
