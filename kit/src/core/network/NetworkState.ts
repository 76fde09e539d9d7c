import type { CaipNetwork } from '../../config/index.js'

/** Network state of one namespace (spec 3). */
export type NetworkState = {
  caipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: CaipNetwork[]
  approvedCaipNetworkIds: string[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
}

export const createNetworkState = (requestedCaipNetworks: CaipNetwork[] = []): NetworkState => ({
  caipNetwork: undefined,
  requestedCaipNetworks,
  approvedCaipNetworkIds: [],
  supportsAllNetworks: true,
  smartAccountEnabledNetworks: [],
})
