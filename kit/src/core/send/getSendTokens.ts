import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import type { AccountState, AccountTokenBalance } from '../account/AccountState.js'
import { withNativeToken } from '../balance/withNativeToken.js'
import { findSendToken } from './findSendToken.js'

export type GetSendTokensParameters = {
  account: Pick<AccountState, 'tokenBalance' | 'balance'> | undefined
  network: CaipNetwork | undefined
  /** The send form's token address. */
  tokenAddress: string | undefined
}

export type GetSendTokensReturnType = {
  /** The tokens that can be sent, the network's native token first. */
  tokens: AccountTokenBalance[]
  /** The token the form names, else the first one. */
  token: AccountTokenBalance | undefined
}

/**
 * The tokens the send form offers and the one it has picked (the native token until the visitor picks another).
 * @example getSendTokens({ account, network, tokenAddress: send.tokenAddress }).token?.symbol // 'ETH'
 */
export function getSendTokens({
  account,
  network,
  tokenAddress,
}: GetSendTokensParameters): GetSendTokensReturnType {
  const tokens = withNativeToken(account?.tokenBalance ?? [], { balance: account?.balance, network })
  return { tokens, token: findSendToken(tokens, tokenAddress) ?? tokens[0] }
}
