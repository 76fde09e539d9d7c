import { isEvmAddress } from '../../utils/isEvmAddress.js'

/**
 * The addresses of an eth_requestAccounts or eth_accounts answer; anything that is not an EVM address is dropped.
 * @example parseEip155Accounts(['0xf39F…2266']) // ['0xf39F…2266']
 */
export function parseEip155Accounts(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (item): item is string => typeof item === 'string' && item.startsWith('0x') && isEvmAddress(item),
  )
}
