import { useCallback, useMemo } from 'react'
import { useStore } from 'zustand'
import type { CaipNetwork } from '../config/index.js'
import { getActiveCaipNetwork } from '../core/network/getActiveCaipNetwork.js'
import { switchNetwork } from '../core/network/switchNetwork.js'
import { useKit } from '../primitives/context/useKit.js'

export type UseNetworkReturnType = {
  /** The active network; it may be one the host did not request (the wallet chose it). */
  caipNetwork: CaipNetwork | undefined
  /** Every network the host configured, in its order. */
  networks: CaipNetwork[]
  /** Asks the wallet to switch (adding the chain when it lacks it) and makes the network active. */
  switchNetwork(network: CaipNetwork): Promise<void>
}

/**
 * The active network, the configured networks, and a way to switch.
 * @example const { caipNetwork, networks, switchNetwork } = useNetwork(); await switchNetwork(networks[1])
 */
export function useNetwork(): UseNetworkReturnType {
  const kit = useKit()
  const caipNetwork = useStore(kit.store, getActiveCaipNetwork)
  const networkStates = useStore(kit.store, (state) => state.networks)
  const namespaces = useStore(kit.store, (state) => state.namespaces)
  const networks = useMemo(
    () => namespaces.flatMap((namespace) => networkStates[namespace]?.requestedCaipNetworks ?? []),
    [namespaces, networkStates],
  )
  const switchTo = useCallback((network: CaipNetwork) => switchNetwork(kit, { network }), [kit])
  return useMemo(
    () => ({ caipNetwork, networks, switchNetwork: switchTo }),
    [caipNetwork, networks, switchTo],
  )
}
