import { usdFormat } from './usdFormat.js'

/**
 * A dollar amount with 2 decimals, as the token total is written (spec 5), in the locale's format (en-US by
 * default): '$1,234.56', '1.234,56 $' in German.
 * @example formatUsd(2.5) // '$2.50'
 */
export function formatUsd(usd: number, locale = 'en-US'): string {
  return usdFormat(locale).format(usd)
}
