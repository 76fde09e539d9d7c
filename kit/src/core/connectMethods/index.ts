export { type GetConnectMethodsOrderParameters, getConnectMethodsOrder } from './getConnectMethodsOrder.js'
export { getKitConnectMethodsOrder } from './getKitConnectMethodsOrder.js'
export { type ConnectMethodFeatures, isConnectMethodEnabled } from './isConnectMethodEnabled.js'
