import type { ChainAdapter } from '../../chains/ChainAdapter.js'

/** What {@link watchConnectorLeaving} returns: whether the wallet has left since, and how to stop listening. */
export type ConnectorLeavingWatch = { left(): boolean; stop(): void }

/**
 * Listens for the adapter's `disconnect` of one connector while a connection is being made or restored (the kit
 * follows a disconnect only once connected): a wallet may end the session it just opened before the kit records it,
 * and then the attempt must fail instead of leaving the kit connected to a wallet that left.
 * @example const watch = watchConnectorLeaving(adapter, connector.id); await adapter.connect(…); if (watch.left()) …
 */
export function watchConnectorLeaving(adapter: ChainAdapter, connectorId: string): ConnectorLeavingWatch {
  let left = false
  const stop = adapter.on?.('disconnect', (event) => {
    if (event.connectorId === connectorId) left = true
  })
  return { left: () => left, stop: () => stop?.() }
}
