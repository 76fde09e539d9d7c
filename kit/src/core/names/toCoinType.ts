/**
 * The ENSIP-11 coin type of an EVM chain, which POST /v1/profile/account takes as `coin_type`: 60 on Ethereum
 * mainnet, else the chain id with the high bit set.
 * @example toCoinType(1) // 60
 * @example toCoinType(8453) // 2147492101
 */
export function toCoinType(chainId: number): number {
  if (chainId === 1) return 60
  return (0x80000000 | chainId) >>> 0
}
