export { applyWalletNetwork } from './applyWalletNetwork.js'
export * from './ConnectionState.js'
export {
  type ConnectExternalParameters,
  type ConnectExternalReturnType,
  connectExternal,
} from './connectExternal.js'
export { type DisconnectParameters, disconnect } from './disconnect.js'
export { getConnectionStatus } from './getConnectionStatus.js'
export { getNamespaceConnector } from './getNamespaceConnector.js'
export { getWalletNetwork } from './getWalletNetwork.js'
export { RECONNECT_WAIT, type ReconnectParameters, reconnect } from './reconnect.js'
export { registerAdapter } from './registerAdapter.js'
export { setConnectedAccount } from './setConnectedAccount.js'
export { setConnectionStatus } from './setConnectionStatus.js'
export { readStoredConnectorId, storeConnectorId } from './storedConnectorIds.js'
export { type SyncAccountBalanceParameters, syncAccountBalance } from './syncAccountBalance.js'
