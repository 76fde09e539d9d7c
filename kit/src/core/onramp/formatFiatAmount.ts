/**
 * A fiat amount with its currency sign and two decimals, as the onramp shows prices and limits.
 * Unknown currency codes fall back to the amount followed by the code. `locale` (en-US by default) picks the format.
 * @example formatFiatAmount('7500.00', 'USD') // '$7,500.00'
 */
export function formatFiatAmount(amount: string | number, currency: string, locale = 'en-US'): string {
  const value = Number(amount)
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value)
  } catch {
    return `${value.toFixed(2)} ${currency}`
  }
}
