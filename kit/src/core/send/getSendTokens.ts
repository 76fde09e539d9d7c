import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import type { AccountState, AccountTokenBalance } from '../account/AccountState.js'
import { withNativeToken } from '../balance/withNativeToken.js'
import { findSendToken } from './findSendToken.js'
import { isTokenOnNetwork } from './isTokenOnNetwork.js'

export type GetSendTokensParameters = {
  account: Pick<AccountState, 'tokenBalance' | 'balance'> | undefined
  network: CaipNetwork | undefined
  /** The send form's token address. */
  tokenAddress: string | undefined
}

export type GetSendTokensReturnType = {
  /** The tokens that can be sent: the active network's only, its native token first. */
  tokens: AccountTokenBalance[]
  /** The token the form names, the first one when it names none; undefined when it names one not on the network. */
  token: AccountTokenBalance | undefined
}

/**
 * The tokens the send form offers and the one it has picked (the native token until the visitor picks another).
 * Tokens of another chain (a list left from the previous network) are never offered.
 * @example getSendTokens({ account, network, tokenAddress: send.tokenAddress }).token?.symbol // 'ETH'
 */
export function getSendTokens({
  account,
  network,
  tokenAddress,
}: GetSendTokensParameters): GetSendTokensReturnType {
  const onNetwork = (account?.tokenBalance ?? []).filter((token) => isTokenOnNetwork(token, network))
  const tokens = network ? withNativeToken(onNetwork, { balance: account?.balance, network }) : []
  return { tokens, token: tokenAddress ? findSendToken(tokens, tokenAddress) : tokens[0] }
}
