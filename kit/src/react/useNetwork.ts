import { useCallback, useMemo } from 'react'
import { useStore } from 'zustand'
import type { CaipNetwork, Namespace } from '../config/index.js'
import { getActiveCaipNetwork } from '../core/network/getActiveCaipNetwork.js'
import { switchNetwork } from '../core/network/switchNetwork.js'
import { useKit } from '../primitives/context/useKit.js'

export type UseNetworkParameters = {
  /** One namespace's network and networks; by default the active network and every configured network. */
  namespace?: Namespace | undefined
}

export type UseNetworkReturnType = {
  /** The active network (or the namespace's current one); it may be one the host did not request (the wallet chose it). */
  caipNetwork: CaipNetwork | undefined
  /** Every network the host configured (or those of the namespace), in its order. */
  networks: CaipNetwork[]
  /** Asks the wallet to switch (adding the chain when it lacks it) and makes the network active. */
  switchNetwork(network: CaipNetwork): Promise<void>
}

/**
 * The active network, the configured networks, and a way to switch; with `namespace`, that namespace's.
 * @example const { caipNetwork, networks, switchNetwork } = useNetwork(); await switchNetwork(networks[1])
 * @example const { caipNetwork } = useNetwork({ namespace: 'solana' }) // Solana's network, whichever is active
 */
export function useNetwork({ namespace }: UseNetworkParameters = {}): UseNetworkReturnType {
  const kit = useKit()
  const caipNetwork = useStore(kit.store, (state) =>
    namespace === undefined ? getActiveCaipNetwork(state) : state.networks[namespace]?.caipNetwork,
  )
  const networkStates = useStore(kit.store, (state) => state.networks)
  const namespaces = useStore(kit.store, (state) => state.namespaces)
  const networks = useMemo(
    () =>
      (namespace === undefined
        ? namespaces
        : namespaces.filter((candidate) => candidate === namespace)
      ).flatMap((candidate) => networkStates[candidate]?.requestedCaipNetworks ?? []),
    [namespace, namespaces, networkStates],
  )
  const switchTo = useCallback((network: CaipNetwork) => switchNetwork(kit, { network }), [kit])
  return useMemo(
    () => ({ caipNetwork, networks, switchNetwork: switchTo }),
    [caipNetwork, networks, switchTo],
  )
}
