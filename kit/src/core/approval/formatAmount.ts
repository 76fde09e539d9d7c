import type { AmountDescription } from './RequestDescription.js'

/**
 * An exact amount as the visitor reads it: "12.5 USDC", or the raw base units when the unit is unknown.
 * @example formatAmount({ raw: '5', formatted: undefined, symbol: undefined, decimals: undefined }, 'token')
 * // '5 base units (token decimals unknown)'
 */
export function formatAmount(amount: AmountDescription, unit: 'token' | 'native'): string {
  if (amount.formatted !== undefined && amount.symbol !== undefined)
    return `${amount.formatted} ${amount.symbol}`
  return `${amount.raw} base units (${unit === 'token' ? 'token decimals' : 'native currency'} unknown)`
}
