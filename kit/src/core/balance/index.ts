export { balanceRetryBlockTimer, type FetchBalanceParameters, fetchBalance } from './fetchBalance.js'
export { filterDisplayableBalances } from './filterDisplayableBalances.js'
