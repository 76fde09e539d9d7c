export { finishNamespaceSwitch } from './finishNamespaceSwitch.js'
export { getActiveCaipNetwork } from './getActiveCaipNetwork.js'
export { getNetworkName } from './getNetworkName.js'
export { isSwitchingNamespace } from './isSwitchingNamespace.js'
export * from './NetworkState.js'
export { removeAdapter } from './removeAdapter.js'
export { removeNetwork } from './removeNetwork.js'
export { restoreSmartAccountEnabledNetworks } from './restoreSmartAccountEnabledNetworks.js'
export { setActiveCaipNetwork } from './setActiveCaipNetwork.js'
export { setActiveNamespace } from './setActiveNamespace.js'
export { setApprovedCaipNetworkIds } from './setApprovedCaipNetworkIds.js'
export { setRequestedCaipNetworks } from './setRequestedCaipNetworks.js'
export { setSmartAccountEnabledNetworks } from './setSmartAccountEnabledNetworks.js'
export {
  type ShouldShowUnsupportedChainOptions,
  shouldShowUnsupportedChain,
} from './shouldShowUnsupportedChain.js'
export { type SwitchNetworkParameters, switchNetwork } from './switchNetwork.js'
export { updateNetworkState } from './updateNetworkState.js'
