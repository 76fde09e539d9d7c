import { type CaipNetwork, type Namespace, UNKNOWN_NETWORK_LABEL } from '../../config/index.js'
import type { WalletKitState } from '../WalletKitState.js'

/** Native decimals by namespace, for a network the kit knows nothing else about. */
const NATIVE_DECIMALS: Record<Namespace, number> = { eip155: 18, solana: 9, bip122: 8, polkadot: 10 }

/**
 * The network a wallet is on: the host's network with that chain id, else an "Unknown Network" (spec 8) that carries
 * the id, so the UnsupportedChain rule of spec 2 can apply to it.
 * @example getWalletNetwork(kit.store.getState(), 'eip155', 10).name // 'Unknown Network' unless OP is configured
 */
export function getWalletNetwork(
  state: WalletKitState,
  namespace: Namespace,
  chainId: number | string,
): CaipNetwork {
  const caipNetworkId = `${namespace}:${chainId}`
  const networkState = state.networks[namespace]
  const known = [...(networkState?.requestedCaipNetworks ?? []), networkState?.caipNetwork].find(
    (network) => network?.caipNetworkId === caipNetworkId,
  )
  return (
    known ?? {
      id: chainId,
      caipNetworkId,
      chainNamespace: namespace,
      name: UNKNOWN_NETWORK_LABEL,
      nativeCurrency: { name: '', symbol: '', decimals: NATIVE_DECIMALS[namespace] },
      rpcUrls: { default: { http: [] } },
    }
  )
}
