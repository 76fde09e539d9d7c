import { type NumericInput, toDecimalString } from './toDecimalString.js'

// Floored, not rounded (spec 5), so the modal never shows more than the account holds; grouped like the token
// total, in the locale's separators. signDisplay 'negative' keeps negative zero from reading '-0.000'.
const BALANCE_FORMAT = {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
  roundingMode: 'floor',
  signDisplay: 'negative',
} as const

/**
 * The one format of a token quantity, wherever the kit shows one (account button, Account header, token rows, send,
 * swap and activity amounts, fees): floored to 3 decimals with thousands separators, '0.000' for zero, empty or invalid input (spec 5).
 * Decimal strings are formatted exactly, whatever their length. `locale` (a BCP 47 tag, en-US by default) picks the
 * separators: '1.234,567 ETH' in German.
 * @example formatBalance('1234.56789', 'ETH') // '1,234.567 ETH'
 */
export function formatBalance(value: NumericInput, symbol?: string, locale = 'en-US'): string {
  const decimal = toDecimalString(value)
  const format = new Intl.NumberFormat(locale, BALANCE_FORMAT)
  const text = format.format(decimal ?? '0')
  return symbol ? `${text} ${symbol}` : text
}
