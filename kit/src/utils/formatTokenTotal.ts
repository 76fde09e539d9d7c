import { type NumericInput, toDecimalString } from './toDecimalString.js'

// Rounded half away from zero to the cent, as prices are everywhere; the total is a valuation, not a balance
// to spend, so it is not floored.
const totalFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'halfExpand',
  signDisplay: 'negative',
})

export type FormatTokenTotalReturnType = {
  /** Whole dollars with thousands separators, and a leading '-' when negative. */
  dollars: string
  /** Always two digits. */
  pennies: string
}

/**
 * A USD total split into dollars and pennies, 2 decimals (spec 5); zero, empty or invalid input gives '0' and '00'.
 * @example formatTokenTotal(1234.56) // { dollars: '1,234', pennies: '56' }
 */
export function formatTokenTotal(usd: NumericInput): FormatTokenTotalReturnType {
  const decimal = toDecimalString(usd) ?? '0'
  let dollars = ''
  let pennies = ''
  for (const part of totalFormat.formatToParts(decimal)) {
    if (part.type === 'fraction') pennies = part.value
    else if (part.type !== 'decimal') dollars += part.value
  }
  return { dollars, pennies }
}
