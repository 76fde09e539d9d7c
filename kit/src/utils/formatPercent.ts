/**
 * A percentage in the locale's format (Intl.NumberFormat's 'percent' style), from the number of percent: '1%' in
 * English, '1 %' in German, at most `maxDecimals` decimals (2 unless told). The formatter is made per call.
 * @example formatPercent(0.5, 'de') // '0,5 %'
 */
export function formatPercent(percent: number, locale = 'en-US', maxDecimals = 2): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: maxDecimals }).format(
    percent / 100,
  )
}
