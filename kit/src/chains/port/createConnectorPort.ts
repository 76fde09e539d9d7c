import type { Namespace } from '../../config/index.js'
import type { Emitter } from '../../utils/createEmitter.js'
import type { ChainAdapterEventMap } from '../ChainAdapter.js'
import type { ChainAdapterContext, ChainAdapterPort } from '../ChainAdapterPort.js'

export type CreateConnectorPortParameters = {
  namespace: Namespace
  /** The adapter's context now (it changes once, when the kit attaches the adapter). */
  context(): ChainAdapterContext
  /** The adapter's emitter, which the core listens to. */
  emitter: Emitter<ChainAdapterEventMap>
  /** Whether the connector is the adapter's active one: only then do its wallet events reach the core. */
  isActive(): boolean
  /** Called when the active connector's wallet ended the connection (disconnect, or no account left). */
  onEnded?(): void
}

/**
 * The port one connector receives: the adapter's context read at call time, and an emitter that passes the
 * connector's wallet events on only while it is the active connector (connector lists always pass).
 * @example const port = createConnectorPort({ namespace, context: () => context, emitter, isActive, onEnded })
 */
export function createConnectorPort(parameters: CreateConnectorPortParameters): ChainAdapterPort {
  const { context, emitter } = parameters
  const filtered: Emitter<ChainAdapterEventMap> = {
    on: emitter.on,
    clear: emitter.clear,
    emit(event, payload) {
      if (event !== 'connectorsChanged' && !parameters.isActive()) return
      const accounts =
        event === 'accountsChanged' ? (payload as ChainAdapterEventMap['accountsChanged']) : undefined
      if (event === 'disconnect' || accounts?.accounts.length === 0) parameters.onEnded?.()
      if (!accounts?.accounts.length || parameters.namespace !== 'eip155') {
        emitter.emit(event, payload)
        return
      }
      // EVM addresses enter the kit here too (the wallet switched account): checksummed, then passed on if the
      // connector is still the active one.
      import('../checksumWalletAddresses.js').then(
        ({ checksumAccounts }) => {
          if (parameters.isActive())
            emitter.emit('accountsChanged', { accounts: checksumAccounts(accounts.accounts) })
        },
        (error: unknown) => context().logger.warn("Could not checksum the wallet's accounts", error),
      )
    },
  }
  return {
    namespace: parameters.namespace,
    emitter: filtered,
    get networks() {
      return context().networks.filter((network) => network.chainNamespace === parameters.namespace)
    },
    get storage() {
      return context().storage
    },
    get pending() {
      return context().pending
    },
    get rpc() {
      return context().rpc
    },
    get timers() {
      return context().timers
    },
    get logger() {
      return context().logger
    },
    get preferredAccountType() {
      return context().preferredAccountType
    },
  }
}
