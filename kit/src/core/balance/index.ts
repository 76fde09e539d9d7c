export { balanceRetryBlockTimer, type FetchBalanceParameters, fetchBalance } from './fetchBalance.js'
export { filterDisplayableBalances } from './filterDisplayableBalances.js'
export { getTokenBalanceTotal } from './getTokenBalanceTotal.js'
export {
  getTokenBalancesStatus,
  type LoadTokenBalancesParameters,
  loadTokenBalances,
  type TokenBalancesStatus,
} from './loadTokenBalances.js'
export { type WithNativeTokenParameters, withNativeToken } from './withNativeToken.js'
