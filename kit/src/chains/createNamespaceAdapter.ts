import type { CaipNetwork, Namespace } from '../config/index.js'
import { ConnectionClientNotSetError } from '../errors/ConnectionClientNotSetError.js'
import { NetworkClientNotSetError } from '../errors/NetworkClientNotSetError.js'
import { UnknownError } from '../errors/UnknownError.js'
import { createEmitter } from '../utils/createEmitter.js'
import type { Balance, ChainAdapter, ChainAdapterEventMap, ConnectResult } from './ChainAdapter.js'
import type {
  ChainAdapterContext,
  ChainAdapterPort,
  ChainConnector,
  CreateConnector,
  CreateConnectorSource,
} from './ChainAdapterPort.js'
import {
  type ConnectorRegistry,
  type ConnectorRegistryState,
  createConnectorRegistry,
} from './createConnectorRegistry.js'
import { createConnectorPort } from './port/createConnectorPort.js'
import { createStandaloneContext } from './port/createStandaloneContext.js'

/** The namespace's balance reader, for connectors without one of their own. */
export type ReadNamespaceBalance = (
  port: ChainAdapterPort,
  parameters: { address: string; network: CaipNetwork },
) => Promise<Balance>

export type CreateNamespaceAdapterParameters = {
  namespace: Namespace
  /** Changing sets of connectors (EIP-6963 discovery), started on first use. */
  sources?: readonly CreateConnectorSource[] | undefined
  /** Connectors of their own (WalletConnect, the embedded wallet, a test wallet). */
  connectors?: readonly CreateConnector[] | undefined
  readBalance?: ReadNamespaceBalance | undefined
  /** Settings that win over what the kit attaches (a test's own pending-request registry, RPC settings). */
  overrides?: Partial<ChainAdapterContext> | undefined
  /** Offers WalletConnect only: the host configured no adapter of its own (spec 2 "no adapters"). */
  basic?: boolean | undefined
}

/** One namespace's adapter: its connectors, the one the wallet is connected through, and `addConnector`. */
export type NamespaceAdapter = Omit<ChainAdapter, 'connectors'> & {
  connectors(): readonly ChainConnector[]
  /** Adds a connector made from the adapter's port; connector lists are announced again. */
  addConnector(create: CreateConnector): ChainConnector
}

/**
 * Creates one namespace's adapter: it holds the namespace's connectors (from discovery sources and added ones) and
 * routes connect, reconnect, disconnect, network switches, balance reads and requests by connector id to the
 * chosen connector, then to the active one. No adapter wraps another; a connector's wallet events reach the core
 * only while it is the active connector.
 * @example const adapter = createNamespaceAdapter({ namespace: 'polkadot', connectors: [createMyConnector] })
 */
export function createNamespaceAdapter(parameters: CreateNamespaceAdapterParameters): NamespaceAdapter {
  const { namespace } = parameters
  const emitter = createEmitter<ChainAdapterEventMap>()
  const state: ConnectorRegistryState = {
    context: { ...createStandaloneContext(), ...parameters.overrides },
    active: undefined,
  }
  const registry = createConnectorRegistry({ namespace, state, emitter, sources: parameters.sources ?? [] })
  for (const create of parameters.connectors ?? []) registry.add(create)
  const port = createConnectorPort({
    namespace,
    context: () => state.context,
    emitter,
    isActive: () => false,
  })
  const noWallet = () => `No ${namespace} wallet is connected`

  return {
    namespace,
    ...(parameters.basic ? { basic: true } : {}),
    start: registry.start,
    connectors() {
      registry.start()
      return registry.list()
    },
    on: emitter.on,
    addConnector(create) {
      const connector = registry.add(create)
      emitter.emit('connectorsChanged', { connectors: registry.list() })
      return connector
    },
    ...routeConnections(namespace, registry, state),
    async switchNetwork({ network }) {
      if (!state.active) throw new NetworkClientNotSetError({ details: noWallet() })
      await state.active.switchNetwork({ network })
    },
    async getBalance({ address, network }) {
      if (state.active?.getBalance) return state.active.getBalance({ address, network })
      if (parameters.readBalance) return parameters.readBalance(port, { address, network })
      throw new UnknownError({ details: `No balance reader for ${namespace}` })
    },
    async request(request) {
      if (!state.active) throw new ConnectionClientNotSetError({ details: noWallet() })
      return state.active.request(request)
    },
    getProvider: () => state.active?.getProvider(),
    cancel() {
      for (const connector of registry.list()) connector.cancel?.()
    },
    attach(context) {
      state.context = { ...context, ...parameters.overrides }
    },
    destroy() {
      registry.destroy()
      state.active = undefined
      emitter.clear()
    },
  }
}

/**
 * Connect, reconnect and disconnect, each routed to the connector with the given id; the winner becomes active.
 * Addresses enter the kit here, checksummed.
 */
function routeConnections(
  namespace: Namespace,
  registry: ConnectorRegistry,
  state: ConnectorRegistryState,
): Pick<ChainAdapter, 'connect' | 'reconnect' | 'disconnect'> {
  return {
    // The connector is active from the moment its wallet answers: an event the wallet sends at once (it went away)
    // must reach the kit while the checksum's code loads, so that load starts with the connection, not after it.
    async connect({ connector, network }) {
      const target = registry.find(connector)
      const checksum = loadChecksum(namespace)
      const result = await target.connect({ network })
      state.active = target
      return checksumResult(await checksum, result)
    },
    async reconnect({ connector, network }) {
      const target = registry.find(connector)
      const checksum = loadChecksum(namespace)
      const found = await target.reconnect?.({ network })
      if (!found) return found
      state.active = target
      return checksumResult(await checksum, found)
    },
    async disconnect({ connector }) {
      // A wallet no longer discovered is forgotten all the same; the active connector ends its own session.
      const found = connector && registry.list().find((candidate) => candidate.id === connector.id)
      const target = found ?? state.active
      if (!target) return
      if (target === state.active) state.active = undefined
      await target.disconnect()
    },
  }
}

/** The checksum's code for an EVM connection, loaded when a connection starts (off start-up); none elsewhere. */
function loadChecksum(namespace: Namespace) {
  return namespace === 'eip155' ? import('./checksumWalletAddresses.js') : undefined
}

/** Addresses enter the kit here: EVM ones checksummed. */
function checksumResult(
  checksum: Awaited<ReturnType<typeof loadChecksum>>,
  result: ConnectResult,
): ConnectResult {
  return checksum ? checksum.checksumConnectResult(result) : result
}
