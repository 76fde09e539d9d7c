import type { CaipNetwork, Namespace } from '../config/index.js'
import type { Emitter } from '../utils/createEmitter.js'
import type { KitStorage } from '../utils/createKitStorage.js'
import type { Timers } from '../utils/createTimers.js'
import type { ChainAdapterEventMap } from './ChainAdapterEvents.js'
import type { Balance, ChainAdapterRequest, Connector, ConnectResult } from './Connector.js'
import type { Logger } from './port/createLogger.js'
import type { PendingRequests } from './port/createPendingRequests.js'
import type { RpcSettings } from './port/RpcSettings.js'

/**
 * Everything an adapter and each of its connectors receive, and nothing else: never the kit (DESIGN.md "One
 * interface per namespace, through a narrow port"; model: wagmi's `createConnector`).
 */
export type ChainAdapterPort = {
  readonly namespace: Namespace
  /** The configured networks of this namespace, in the host's order. */
  readonly networks: readonly CaipNetwork[]
  /** The kit's prefixed storage. */
  readonly storage: KitStorage
  /** Where a connector tells the core about its wallet; only the active connector's events reach the core. */
  readonly emitter: Emitter<ChainAdapterEventMap>
  /** Wallet requests in flight, so a disconnect can abort them (spec 4: safe reads are spared). */
  readonly pending: PendingRequests
  /** Where chain JSON-RPC reads go when the wallet cannot answer them; undefined before the kit attaches. */
  readonly rpc: RpcSettings | undefined
  readonly timers: Timers
  readonly logger: Logger
  /** The account type the host or visitor prefers in this namespace (spec 3, 4), read at call time; unset standalone. */
  readonly preferredAccountType?: (() => string | undefined) | undefined
}

/** What the kit hands an adapter when it is registered (`registerAdapter`): the port without the adapter's own parts. */
export type ChainAdapterContext = Omit<ChainAdapterPort, 'namespace' | 'emitter'>

/** A connector with its behaviour: what a namespace adapter routes to by connector id. */
export type ChainConnector = Connector & {
  connect(parameters: { network: CaipNetwork }): Promise<ConnectResult>
  /** Restores a connection the wallet still grants, without prompting; undefined when it grants none. */
  reconnect?(parameters: { network?: CaipNetwork | undefined }): Promise<ConnectResult | undefined>
  disconnect(): Promise<void>
  switchNetwork(parameters: { network: CaipNetwork }): Promise<void>
  request(request: ChainAdapterRequest): Promise<unknown>
  /** The wallet's provider while connected, for the host's own clients. */
  getProvider(): unknown
  /** The connector's own balance read, when it has one; the namespace's reader is used otherwise. */
  getBalance?(parameters: { address: string; network: CaipNetwork }): Promise<Balance>
  /** Stops an offer under way (a WalletConnect pairing): the pending connect rejects as declined. */
  cancel?(): void
  /** Stops the connector's listeners. */
  destroy?(): void
}

/** Makes a connector from the port, as wagmi's `createConnector` does. */
export type CreateConnector = (port: ChainAdapterPort) => ChainConnector

/** A changing set of connectors (EIP-6963 discovery): `onChange` is called whenever the list changes. */
export type ConnectorSource = {
  connectors(): readonly ChainConnector[]
  destroy?(): void
}

/** Makes a connector source; `portFor` gives each connector its port (its events count only while it is active). */
export type CreateConnectorSource = (parameters: {
  portFor(connectorId: string): ChainAdapterPort
  onChange(): void
}) => ConnectorSource
