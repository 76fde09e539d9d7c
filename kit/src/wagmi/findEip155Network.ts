import type { CaipNetwork } from '../config/index.js'
import type { WalletKit } from '../core/WalletKit.js'

/**
 * The kit's eip155 network of chain `chainId`: one the host requested now (the store), else one it configured.
 * @example const base = findEip155Network(kit, 8453)
 */
export function findEip155Network(kit: WalletKit, chainId: number): CaipNetwork | undefined {
  const requested = kit.store.getState().networks.eip155?.requestedCaipNetworks ?? []
  return [...requested, ...kit.options.networks].find(
    (network) => network.chainNamespace === 'eip155' && Number(network.id) === chainId,
  )
}
