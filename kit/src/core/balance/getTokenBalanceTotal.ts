import type { AccountTokenBalance } from '../account/AccountState.js'

/**
 * The account's worth in the balance API's currency (USD): each token's value, or price × quantity when the API
 * sent no value. Format it with `formatTokenTotal` (spec 5: dollars and pennies).
 * @example formatTokenTotal(getTokenBalanceTotal(account.tokenBalance)) // { dollars: '30,012', pennies: '45' }
 */
export function getTokenBalanceTotal(balances: readonly AccountTokenBalance[]): number {
  let total = 0
  for (const balance of balances) {
    const value = balance.value ?? balance.price * Number(balance.quantity.numeric)
    if (Number.isFinite(value)) total += value
  }
  return total
}
