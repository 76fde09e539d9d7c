import { EVM_NATIVE_TOKEN_ADDRESS } from '../../config/swapConstants.js'

/**
 * Whether a CAIP-10 address names a chain's native token (`…:0xeeee…eeee`, any case): nothing to approve.
 * @example isNativeSwapAddress('eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE') // true
 */
export function isNativeSwapAddress(address: string): boolean {
  return address.split(':').at(-1)?.toLowerCase() === EVM_NATIVE_TOKEN_ADDRESS
}
