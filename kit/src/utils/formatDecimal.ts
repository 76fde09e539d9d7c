import { toDecimalString } from './toDecimalString.js'

/** Intl's widest fraction in the engines the kit supports (100 only in newer ones). */
const MAX_FRACTION_DIGITS = 20

/**
 * An exact decimal string (a swap amount, a rate) in the locale's digits and decimal sign, digit for digit and
 * without grouping, as the swap writes amounts: '3079.977763' in English, '3079,977763' in German (decimals past
 * the 20th are cut). Input that is not a decimal number is returned as it is. The formatter is made per call.
 * @example formatDecimal('0.3988', 'de') // '0,3988'
 */
export function formatDecimal(value: string, locale = 'en-US'): string {
  const decimal = toDecimalString(value)
  if (decimal === undefined) return value
  const fraction = decimal.split('.')[1]?.length ?? 0
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: Math.min(fraction, MAX_FRACTION_DIGITS),
    roundingMode: 'trunc',
    useGrouping: false,
  }).format(decimal)
}
