import type { CaipNetwork } from '../../config/index.js'
import { getOnrampPayChain } from './getOnrampPayChain.js'

/**
 * The blockchain name the purchase is delivered on: for eip155 the pay chain of the network (spec 9, falling back
 * to ethereum), for solana 'solana', since an eip155 pay chain cannot receive at a Solana address.
 * @example getOnrampDestinationChain({ name: 'Base', chainNamespace: 'eip155' }) // 'base'
 */
export function getOnrampDestinationChain(
  network: Pick<CaipNetwork, 'name' | 'chainNamespace'> | undefined,
): string {
  if (network?.chainNamespace === 'solana') return 'solana'
  return getOnrampPayChain(network?.name)
}
