import { formatUnits } from 'viem'
import { formatDecimal } from '../../utils/formatDecimal.js'

/**
 * An amount in base units as the swap shows it: in the token's units, rounded down to at most `maxDecimals`
 * decimals (6 unless told), trailing zeros dropped; a non-zero amount below that shows as '< 0.000001'. `locale`
 * (en-US by default) gives the decimal sign: '0,394812' in German.
 * @example formatSwapUnits(394_812_345_678_901_234n, 18) // '0.394812'
 */
export function formatSwapUnits(units: bigint, decimals: number, maxDecimals = 6, locale = 'en-US'): string {
  const [whole = '0', fraction = ''] = formatUnits(units, decimals).split('.')
  const kept = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  if (units > 0n && whole === '0' && !kept)
    return `< ${formatDecimal(`0.${'0'.repeat(maxDecimals - 1)}1`, locale)}`
  return formatDecimal(kept ? `${whole}.${kept}` : whole, locale)
}
