import { EVM_NATIVE_TOKEN_ADDRESS } from '../../config/swapConstants.js'
import type { AccountTokenBalance } from '../account/AccountState.js'

/**
 * A balance's CAIP-10 address as the convert service names it: its own, or `{chainId}:0xeeee…eeee` for the native
 * token (which balances list without an address).
 * @example toSwapAssetAddress({ chainId: 'eip155:1', address: undefined }) // 'eip155:1:0xeeee…eeee'
 */
export function toSwapAssetAddress(token: Pick<AccountTokenBalance, 'chainId' | 'address'>): string {
  return token.address ?? `${token.chainId}:${EVM_NATIVE_TOKEN_ADDRESS}`
}
