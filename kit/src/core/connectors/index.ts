export { type ConnectorsState, createConnectorsState } from './ConnectorsState.js'
export { type CapRecommendedWalletsParameters, capRecommendedWallets } from './capRecommendedWallets.js'
export {
  type ConnectorGroup,
  type ConnectorListItem,
  type GetConnectorGroupsParameters,
  getConnectorGroups,
} from './getConnectorGroups.js'
export { getConnectorTypeOrder } from './getConnectorTypeOrder.js'
export { getShownConnectors, type ShownConnectors } from './getShownConnectors.js'
export { getShownRecentWallets } from './getShownRecentWallets.js'
export { isConnectedViaWalletConnect } from './isConnectedViaWalletConnect.js'
export { type ConnectorVisibilityContext, isConnectorShown } from './isConnectorShown.js'
export { mergeMultiChainConnectors } from './mergeMultiChainConnectors.js'
export { setConnectors } from './setConnectors.js'
