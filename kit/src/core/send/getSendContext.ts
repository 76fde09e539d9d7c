import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import type { Namespace } from '../../config/index.js'
import type { AccountTokenBalance } from '../account/AccountState.js'
import type { WalletKitState } from '../WalletKitState.js'
import { getSendTokens } from './getSendTokens.js'

/** What a send needs besides the form: the connected account, its network and the token picked. */
export type SendContext = {
  namespace: Namespace
  from: string
  network: CaipNetwork
  token: AccountTokenBalance
}

/**
 * The account, network and token a send goes from; undefined when there is nothing to send yet.
 * @example getSendContext(kit.store.getState())?.token.symbol // 'ETH'
 */
export function getSendContext(state: WalletKitState): SendContext | undefined {
  const namespace = state.activeNamespace
  const account = state.accounts[namespace]
  const network = state.networks[namespace]?.caipNetwork
  const { token } = getSendTokens({ account, network, tokenAddress: state.send.tokenAddress })
  if (!account?.address || !network || !token) return undefined
  return { namespace, from: account.address, network, token }
}
