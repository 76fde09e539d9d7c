/**
 * The kit's dollar format for a locale: 2 decimals, rounded half away from zero as prices are (the total is a
 * valuation, not a balance to spend), a minus only for a negative amount.
 * @example usdFormat('en').format(2.5) // '$2.50'
 */
export function usdFormat(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    roundingMode: 'halfExpand',
    signDisplay: 'negative',
  })
}
