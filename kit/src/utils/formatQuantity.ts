import { type NumericInput, toDecimalString } from './toDecimalString.js'

// Rounded half away from zero: spec 5 asks only for 3 decimals here, unlike the floored balance.
const quantityFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  roundingMode: 'halfExpand',
  signDisplay: 'negative',
})

/**
 * A token quantity with 3 decimals, rounded, with thousands separators; '0.000' for empty or invalid input (spec 5).
 * @example formatQuantity('2.71828') // '2.718'
 */
export function formatQuantity(numeric: NumericInput): string {
  const decimal = toDecimalString(numeric)
  return decimal === undefined ? '0.000' : quantityFormat.format(decimal)
}
