import { formatUnits } from 'viem'

/**
 * An amount in base units as the swap shows it: in the token's units, rounded down to at most `maxDecimals`
 * decimals (6 unless told), trailing zeros dropped; a non-zero amount below that shows as '< 0.000001'.
 * @example formatSwapUnits(394_812_345_678_901_234n, 18) // '0.394812'
 */
export function formatSwapUnits(units: bigint, decimals: number, maxDecimals = 6): string {
  const [whole = '0', fraction = ''] = formatUnits(units, decimals).split('.')
  const kept = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  if (units > 0n && whole === '0' && !kept) return `< 0.${'0'.repeat(maxDecimals - 1)}1`
  return kept ? `${whole}.${kept}` : whole
}
