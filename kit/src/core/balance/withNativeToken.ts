import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import type { AccountTokenBalance } from '../account/AccountState.js'

export type WithNativeTokenParameters = {
  /** The native balance read over RPC (the account's `balance`), if any. */
  balance: string | undefined
  network: CaipNetwork | undefined
}

/**
 * The token list with the network's native token first: the API's entry when it sent one, else one made from the
 * RPC balance (the API leaves out zero balances and networks it does not price), without a price.
 * @example withNativeToken(account.tokenBalance, { balance: account.balance, network })[0]?.symbol // 'ETH'
 */
export function withNativeToken(
  balances: readonly AccountTokenBalance[],
  { balance, network }: WithNativeTokenParameters,
): AccountTokenBalance[] {
  const isNative = (token: AccountTokenBalance) => !token.address && token.chainId === network?.caipNetworkId
  const native = balances.find(isNative)
  const others = balances.filter((token) => token !== native)
  if (native) return [native, ...others]
  if (!network || balance === undefined) return [...balances]
  const fromRpc: AccountTokenBalance = {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(network.nativeCurrency.decimals), numeric: balance },
    iconUrl: '',
  }
  return [fromRpc, ...others]
}
