import type { CaipNetwork, Namespace } from '../config/index.js'
import type { ChainAdapterContext } from './ChainAdapterPort.js'

/** The kinds of connector a visitor can pick (spec 3). */
export type ConnectorType =
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'ID_AUTH'

/** A way to connect a wallet (spec 3 "Connector"): what the views show. Its behaviour is its adapter's business. */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: Namespace
  chains?: readonly CaipNetwork[]
  imageId?: string
  imageUrl?: string
  explorerId?: string
  info?: { rdns?: string; name?: string; icon?: string }
  /** For MULTI_CHAIN connectors: the per-namespace connectors it groups. */
  connectors?: readonly Connector[]
  /** True when the browser has this wallet (injected or announced). */
  installed?: boolean
}

/**
 * What a wallet answered to a connection: the selected address, the chain the wallet is on (which may not be the
 * network asked for: the core then decides about UnsupportedChain), and every address it shares.
 */
export type ConnectResult = { address: string; chainId: number | string; accounts?: readonly string[] }

/** A balance as the wallet or the chain's RPC reads it. */
export type Balance = { balance: string; symbol: string }

/** What an adapter tells the core about the wallet, so the core can follow it (spec 4). */
export type ChainAdapterEventMap = {
  /** The wallet's accounts changed; `[]` means it no longer shares any (the connection is over). */
  accountsChanged: { accounts: readonly string[] }
  /** The wallet moved to another chain (a number for eip155). */
  chainChanged: { chainId: number | string }
  /** The wallet ended the connection on its side. */
  disconnect: { connectorId: string }
  /** Wallets were discovered (or the injected provider appeared): the full current list. */
  connectorsChanged: { connectors: readonly Connector[] }
}
export type ChainAdapterEventName = keyof ChainAdapterEventMap
export type ChainAdapterListener<EventName extends ChainAdapterEventName> = (
  payload: ChainAdapterEventMap[EventName],
) => void

/** The provider's chain JSON-RPC settings (spec 7). */
export type RpcSettings = {
  blockchainApiUrl: string
  projectId: string
  fetch?: typeof globalThis.fetch | undefined
}

/** An EIP-1193 style request as the host sends it through the kit. */
export type ChainAdapterRequest = { method: string; params?: unknown }

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
