import { maxUint160 } from 'viem'

const HALF_OF_UINT256 = 2n ** 255n

/**
 * Whether an allowance is "unlimited" as wallets mean it: at least 2^255 (maxUint256 and its near misses), or
 * Permit2's maximum, 2^160 - 1.
 * @example isUnlimitedAmount(maxUint256) // true
 */
export function isUnlimitedAmount(amount: bigint): boolean {
  return amount >= HALF_OF_UINT256 || amount === maxUint160
}
