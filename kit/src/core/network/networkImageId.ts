import type { CaipNetwork } from '../../config/index.js'

/**
 * The id under which the wallet directory serves a network's image (GET /public/getAssetImage/{id}): the network's
 * `assets.imageId` (spec 3), else its CAIP-2 id.
 * @example networkImageId(ethereumMainnet) // 'eip155:1'
 */
export function networkImageId(network: Pick<CaipNetwork, 'caipNetworkId' | 'assets'>): string {
  return network.assets?.imageId || network.caipNetworkId
}
