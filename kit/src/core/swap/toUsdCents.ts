/** Prices are used to 8 decimals, as integers, so the product stays exact. */
const PRICE_SCALE = 100_000_000n

/**
 * The dollar value of an amount in a token's base units at its USD price, in whole cents rounded down (a value is
 * never overstated).
 * @example toUsdCents({ units: 1_500_000n, decimals: 6, price: 1 }) // 150n ($1.50)
 */
export function toUsdCents({
  units,
  decimals,
  price,
}: {
  units: bigint
  decimals: number
  price: number
}): bigint {
  if (!Number.isFinite(price) || price <= 0) return 0n
  const scaledPrice = BigInt(Math.round(price * Number(PRICE_SCALE)))
  // units / 10^decimals tokens × scaledPrice / 10^8 dollars × 100 cents
  return (units * scaledPrice * 100n) / (10n ** BigInt(decimals) * PRICE_SCALE)
}
