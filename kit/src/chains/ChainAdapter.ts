import type { CaipNetwork, Namespace } from '../config/index.js'
import type { ChainAdapterEventName, ChainAdapterListener } from './ChainAdapterEvents.js'
import type { ChainAdapterContext } from './ChainAdapterPort.js'
import type { Balance, ChainAdapterRequest, Connector, ConnectResult } from './Connector.js'

export type {
  ChainAdapterEventMap,
  ChainAdapterEventName,
  ChainAdapterListener,
} from './ChainAdapterEvents.js'
export type { Balance, ChainAdapterRequest, Connector, ConnectorType, ConnectResult } from './Connector.js'
export type { RpcSettings } from './port/RpcSettings.js'

/**
 * What the core asks of one namespace (eip155, solana, polkadot, bip122): one adapter per namespace, which routes
 * each call by connector id to its connectors (`createNamespaceAdapter`). Adding a namespace adds an adapter under
 * `chains/`, written against the port (`ChainAdapterPort`) alone (DESIGN.md).
 */
export type ChainAdapter = {
  namespace: Namespace
  /** Offers WalletConnect only, the host having configured no adapter of its own ("no adapters" in spec 2). */
  basic?: boolean
  /** The connectors known now. The first call starts discovery (never at import; nothing happens on a server). */
  connectors(): readonly Connector[]
  connect(parameters: { connector: Connector; network: CaipNetwork }): Promise<ConnectResult>
  disconnect(parameters: { connector?: Connector | undefined }): Promise<void>
  switchNetwork(parameters: { network: CaipNetwork }): Promise<void>
  getBalance?(parameters: { address: string; network: CaipNetwork }): Promise<Balance>
  /** Starts wallet discovery without reading the list (as the first `connectors()` call does). */
  start?(): void
  /** Follows the wallet: returns an unsubscribe. */
  on?<EventName extends ChainAdapterEventName>(
    event: EventName,
    listener: ChainAdapterListener<EventName>,
  ): () => void
  /** Restores a connection the wallet still grants, without prompting; undefined when it grants none. */
  reconnect?(parameters: {
    connector: Connector
    network?: CaipNetwork | undefined
  }): Promise<ConnectResult | undefined>
  /** Sends a request of the host to the connected wallet, validated and tracked so it can be aborted. */
  request?(request: ChainAdapterRequest): Promise<unknown>
  /** The connected wallet's provider (EIP-1193 for eip155), for the host's own clients; undefined when not connected. */
  getProvider?(): unknown
  /** Called by `registerAdapter` with what the kit offers; settings given to the adapter's factory win. */
  attach?(context: ChainAdapterContext): void
  /** Stops an offer under way (a WalletConnect pairing): the pending connect resolves as declined. */
  cancel?(): void
  /** Stops discovery and every listener. */
  destroy?(): void
}
