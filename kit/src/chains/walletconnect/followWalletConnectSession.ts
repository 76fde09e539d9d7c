import type { ChainAdapterPort } from '../ChainAdapterPort.js'
import type { WalletConnectConnection } from './createWalletConnectConnection.js'

/**
 * Passes the WalletConnect session's events of the port's namespace on to the port (the adapter lets them through
 * while the WalletConnect connector is active); `onChain` hears each chain change first. Returns the unsubscribe.
 * @example const stop = followWalletConnectSession(connection, port, (chainId) => {})
 */
export function followWalletConnectSession(
  connection: WalletConnectConnection,
  port: ChainAdapterPort,
  onChain: (chainId: number | string) => void,
): () => void {
  const stops = [
    connection.on('disconnect', () => port.emitter.emit('disconnect', { connectorId: 'walletConnect' })),
    connection.on('chainChanged', ({ namespace, chainId }) => {
      if (namespace !== port.namespace) return
      onChain(chainId)
      port.emitter.emit('chainChanged', { chainId })
    }),
    connection.on('accountsChanged', ({ namespace, accounts }) => {
      if (namespace === port.namespace) port.emitter.emit('accountsChanged', { accounts })
    }),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
