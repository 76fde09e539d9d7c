import { type NumericInput, toDecimalString } from './toDecimalString.js'

// Rounded half away from zero to the cent, as prices are everywhere; the total is a valuation, not a balance
// to spend, so it is not floored.
const TOTAL_FORMAT = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'halfExpand',
  signDisplay: 'negative',
} as const

export type FormatTokenTotalReturnType = {
  /** Whole dollars with thousands separators, and a leading '-' when negative. */
  dollars: string
  /** Always two digits. */
  pennies: string
}

/**
 * A USD total split into dollars and pennies, 2 decimals (spec 5); zero, empty or invalid input gives '0' and '00'.
 * `locale` (en-US by default) picks the separators.
 * @example formatTokenTotal(1234.56) // { dollars: '1,234', pennies: '56' }
 */
export function formatTokenTotal(usd: NumericInput, locale = 'en-US'): FormatTokenTotalReturnType {
  const value = toDecimalString(usd) ?? '0'
  let dollars = ''
  let pennies = ''
  for (const part of new Intl.NumberFormat(locale, TOTAL_FORMAT).formatToParts(value)) {
    if (part.type === 'fraction') pennies = part.value
    else if (part.type !== 'decimal') dollars += part.value
  }
  return { dollars, pennies }
}
