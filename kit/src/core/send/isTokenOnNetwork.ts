import type { CaipNetwork } from '../../config/caipNetworkSchema.js'
import type { AccountTokenBalance } from '../account/AccountState.js'

/**
 * Whether a token belongs to `network`: its chainId is the network's, and so is the chain its CAIP-10 address
 * names (a plain address names none).
 * @example isTokenOnNetwork(usdcOnBase, mainnet) // false
 */
export function isTokenOnNetwork(
  token: Pick<AccountTokenBalance, 'chainId' | 'address'>,
  network: Pick<CaipNetwork, 'caipNetworkId'> | undefined,
): boolean {
  if (!network || token.chainId !== network.caipNetworkId) return false
  const parts = token.address?.split(':') ?? []
  return parts.length < 2 || parts.slice(0, -1).join(':') === network.caipNetworkId
}
