import type { Namespace } from '../config/index.js'
import { ConnectionClientNotSetError } from '../errors/ConnectionClientNotSetError.js'
import type { Emitter } from '../utils/createEmitter.js'
import type { ChainAdapterEventMap, Connector } from './ChainAdapter.js'
import type {
  ChainAdapterContext,
  ChainConnector,
  ConnectorSource,
  CreateConnector,
  CreateConnectorSource,
} from './ChainAdapterPort.js'
import { createConnectorPort } from './port/createConnectorPort.js'

/** What a namespace adapter keeps about its connectors: the context they read, and the active one. */
export type ConnectorRegistryState = { context: ChainAdapterContext; active: ChainConnector | undefined }

/** One namespace's connectors, from its discovery sources and added one by one. */
export type ConnectorRegistry = {
  /** Starts the discovery sources, once. */
  start(): void
  list(): readonly ChainConnector[]
  add(create: CreateConnector): ChainConnector
  /** The connector with the id of `connector`; throws `ConnectionClientNotSetError` when there is none. */
  find(connector: Connector): ChainConnector
  destroy(): void
}

/**
 * Creates the connector registry of a namespace adapter. Each connector gets its own port, whose wallet events pass
 * only while it is `state.active`; a wallet ending the connection clears `state.active`.
 * @example const registry = createConnectorRegistry({ namespace, state, emitter, sources })
 */
export function createConnectorRegistry(parameters: {
  namespace: Namespace
  state: ConnectorRegistryState
  emitter: Emitter<ChainAdapterEventMap>
  sources: readonly CreateConnectorSource[]
}): ConnectorRegistry {
  const { namespace, state, emitter } = parameters
  const own: ChainConnector[] = []
  let sources: ConnectorSource[] | undefined
  const portFor = (isMine: (connector: ChainConnector | undefined) => boolean) =>
    createConnectorPort({
      namespace,
      context: () => state.context,
      emitter,
      isActive: () => isMine(state.active),
      onEnded: () => {
        state.active = undefined
      },
    })
  const list = () => [...(sources ?? []).flatMap((source) => source.connectors()), ...own]
  const start = () => {
    sources ??= parameters.sources.map((create) =>
      create({
        portFor: (id) => portFor((active) => active?.id === id),
        onChange: () => emitter.emit('connectorsChanged', { connectors: list() }),
      }),
    )
  }
  return {
    start,
    list,
    add(create) {
      const made: { connector?: ChainConnector } = {}
      const connector = create(portFor((active) => active !== undefined && active === made.connector))
      made.connector = connector
      own.push(connector)
      return connector
    },
    find(connector) {
      start()
      const found = list().find((candidate) => candidate.id === connector.id)
      if (found) return found
      throw new ConnectionClientNotSetError({ details: `${connector.name} is not a ${namespace} connector` })
    },
    destroy() {
      for (const connector of own) connector.destroy?.()
      for (const source of sources ?? []) source.destroy?.()
      sources = undefined
    },
  }
}
