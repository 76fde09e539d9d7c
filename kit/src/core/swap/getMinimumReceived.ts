/**
 * The least a swap may yield at a slippage tolerance in percent (spec 9: 1), in the bought token's base units:
 * toAmount × (100 − slippage) / 100, rounded down, so the visitor is never promised a unit more than the
 * tolerance allows. Tolerances are honoured to 0.01 %.
 * @example getMinimumReceived(398_800_000_000_000_000n, 1) // 394_812_000_000_000_000n
 */
export function getMinimumReceived(toAmount: bigint, slippagePercent: number): bigint {
  const basisPoints = BigInt(Math.round(slippagePercent * 100))
  return (toAmount * (10_000n - basisPoints)) / 10_000n
}
