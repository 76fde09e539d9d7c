/**
 * Drops tokens whose quantity's decimals text is '0' (spec 5), which the balance API sends for tokens it cannot
 * display.
 * @example filterDisplayableBalances(balances).map((balance) => balance.symbol)
 */
export function filterDisplayableBalances<Balance extends { quantity: { decimals: string } }>(
  balances: readonly Balance[],
): Balance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}
