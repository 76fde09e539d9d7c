import { formatUnits } from 'viem'
import type { AmountDescription } from './RequestDescription.js'

/**
 * An exact amount in base units, formatted in whole units when the unit is known (formatUnits, never a float).
 * @example describeAmount(1_500_000n, { symbol: 'USDC', decimals: 6 }).formatted // '1.5'
 */
export function describeAmount(
  raw: bigint,
  unit: { symbol: string; decimals: number } | undefined,
): AmountDescription {
  return {
    raw: raw.toString(),
    formatted: unit ? formatUnits(raw, unit.decimals) : undefined,
    symbol: unit?.symbol,
    decimals: unit?.decimals,
  }
}
