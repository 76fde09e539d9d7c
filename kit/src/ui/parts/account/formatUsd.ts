import { formatTokenTotal } from '../../../utils/formatTokenTotal.js'

/**
 * A dollar amount with 2 decimals, as the token total is written (spec 5): '$1,234.56'.
 * @example formatUsd(2.5) // '$2.50'
 */
export function formatUsd(usd: number): string {
  const { dollars, pennies } = formatTokenTotal(usd)
  return dollars.startsWith('-') ? `-$${dollars.slice(1)}.${pennies}` : `$${dollars}.${pennies}`
}
