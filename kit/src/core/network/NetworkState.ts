import type { CaipNetwork } from '../../config/index.js'

/** Network state of one namespace (spec 3). */
export type NetworkState = {
  caipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: CaipNetwork[]
  approvedCaipNetworkIds: string[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
  /**
   * True while the modal is switching into this namespace (spec 4 "mark switching"): set when the active
   * network moves here from another namespace, cleared by `finishNamespaceSwitch` once the flow that started
   * it (connect, account sync) is done. At most one namespace is switching at a time.
   */
  switching: boolean
}

export const createNetworkState = (requestedCaipNetworks: CaipNetwork[] = []): NetworkState => ({
  caipNetwork: undefined,
  requestedCaipNetworks,
  approvedCaipNetworkIds: [],
  supportsAllNetworks: true,
  smartAccountEnabledNetworks: [],
  switching: false,
})
