/** What the number formatters accept: a JS number, a bigint, or a decimal string too precise for a number. */
export type NumericInput = string | number | bigint | null | undefined

// Plain decimal notation with an optional exponent. Hex ('0x10'), 'Infinity', grouped ('1,000') and empty text
// are refused, although Intl would read some of them.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

/**
 * Normalises a numeric input to a decimal string that Intl.NumberFormat formats exactly, or undefined when the
 * input is not a finite number; internal to the formatters.
 * @example toDecimalString(' 1.50 ') // '1.50'
 */
export function toDecimalString(value: NumericInput): `${number}` | undefined {
  const text =
    typeof value === 'string'
      ? value.trim()
      : typeof value === 'number' || typeof value === 'bigint'
        ? String(value)
        : ''
  // Beyond the range of a double Intl answers '∞'; such a value is not an amount.
  if (!DECIMAL.test(text) || !Number.isFinite(Number(text))) return undefined
  return text as `${number}`
}
