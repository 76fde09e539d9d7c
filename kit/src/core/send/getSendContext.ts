import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import type { Namespace } from '../../config/index.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import { withNativeToken } from '../balance/withNativeToken.js'
import type { WalletKitState } from '../WalletKitState.js'
import { findSendToken } from './findSendToken.js'

/** What a send needs besides the form: the connected account, its network and the token picked. */
export type SendContext = {
  namespace: Namespace
  from: string
  network: CaipNetwork
  /** The token the form names, exactly (never another one in its place); its chain is checked before sending. */
  token: AccountTokenBalance
}

/**
 * The account, network and token a send goes from; undefined when there is nothing to send yet. The token is the
 * one the form names, even on another chain, so that the send refuses it (`SendTokenNetworkMismatchError`)
 * rather than sending a different token.
 * @example getSendContext(kit.store.getState())?.token.symbol // 'ETH'
 */
export function getSendContext(state: WalletKitState): SendContext | undefined {
  const namespace = state.activeNamespace
  const account = state.accounts[namespace]
  const network = state.networks[namespace]?.caipNetwork
  if (!account?.address || !network) return undefined
  const tokens = withNativeToken(account.tokenBalance, { balance: account.balance, network })
  const token = findSendToken(tokens, state.send.tokenAddress)
  if (!token) return undefined
  return { namespace, from: account.address, network, token }
}
