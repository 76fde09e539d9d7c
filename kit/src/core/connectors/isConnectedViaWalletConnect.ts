import type { WalletKitState } from '../WalletKitState.js'

/**
 * True when any namespace is connected through a WalletConnect connector (spec 5: the WalletConnect entry is then
 * not offered again), or the session is a basic WalletConnect one.
 * @example isConnectedViaWalletConnect(kit.store.getState())
 */
export function isConnectedViaWalletConnect(
  state: Pick<WalletKitState, 'connection' | 'connectors'>,
): boolean {
  if (state.connection.basic) return true
  const walletConnectIds = new Set(
    state.connectors.connectors.filter((connector) => connector.type === 'WALLET_CONNECT').map((c) => c.id),
  )
  walletConnectIds.add('walletConnect')
  return Object.values(state.connection.connectorId).some(
    (id) => id !== undefined && walletConnectIds.has(id),
  )
}
