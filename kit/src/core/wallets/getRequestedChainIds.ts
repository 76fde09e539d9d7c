import type { WalletKitState } from '../WalletKitState.js'

/**
 * Every requested CAIP network id, namespace by namespace: the `chains` filter of directory queries (spec 7).
 * @example getRequestedChainIds(kit.store.getState()) // ['eip155:1', 'eip155:8453', 'solana:5eykt...']
 */
export function getRequestedChainIds(state: Pick<WalletKitState, 'namespaces' | 'networks'>): string[] {
  return state.namespaces.flatMap(
    (namespace) =>
      state.networks[namespace]?.requestedCaipNetworks.map((network) => network.caipNetworkId) ?? [],
  )
}
