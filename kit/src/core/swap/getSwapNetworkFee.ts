/**
 * A transaction's network fee in wei: gas × gas price (the built transaction's eip155 fields, or the swap's usual
 * gas and the service's gas price before it is built). Exact; the caller formats it in the native token.
 * @example getSwapNetworkFee({ gas: 180_000n, gasPrice: 12_000_000_000n }) // 2_160_000_000_000_000n
 */
export function getSwapNetworkFee({ gas, gasPrice }: { gas: bigint; gasPrice: bigint }): bigint {
  return gas * gasPrice
}
