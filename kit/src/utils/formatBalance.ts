import { type NumericInput, toDecimalString } from './toDecimalString.js'

// Floored, not rounded (spec 5), so the modal never shows more than the account holds; grouped with commas
// like the token total. signDisplay 'negative' keeps negative zero from reading '-0.000'.
const balanceFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  roundingMode: 'floor',
  signDisplay: 'negative',
})

/**
 * The one format of a token quantity, wherever the kit shows one (account button, Account header, token rows, send,
 * swap and activity amounts, fees): floored to 3 decimals with thousands separators, '0.000' for zero, empty or invalid input (spec 5).
 * Decimal strings are formatted exactly, whatever their length.
 * @example formatBalance('1234.56789', 'ETH') // '1,234.567 ETH'
 */
export function formatBalance(value: NumericInput, symbol?: string): string {
  const decimal = toDecimalString(value)
  const text = decimal === undefined ? '0.000' : balanceFormat.format(decimal)
  return symbol ? `${text} ${symbol}` : text
}
