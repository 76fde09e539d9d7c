import type { CaipNetwork, Namespace } from '../config/index.js'
import type { WalletKit } from '../core/WalletKit.js'
import type { PendingRequests } from './port/createPendingRequests.js'

/** The kinds of connector a visitor can pick (spec 3). */
export type ConnectorType =
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'ID_AUTH'

/** A way to connect a wallet (spec 3 "Connector"). */
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
  /** The underlying provider (EIP-1193 for eip155). Opaque to the core. */
  provider?: unknown
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

/** What the kit hands an adapter when it is registered (`registerAdapter`), so the adapter need not know the kit. */
export type ChainAdapterContext = {
  /** The kit's wallet requests in flight: requests go here so they can be aborted (spec 4). */
  pending: PendingRequests
  /** Where chain JSON-RPC reads go when the wallet cannot answer them (spec 7: the provider's RPC, then the network's). */
  rpc: RpcSettings
  /** The kit itself, for adapters whose connector lives in the kit's own views (the embedded wallet's login frame). */
  kit?: WalletKit
}

/** The provider's chain JSON-RPC settings (spec 7). */
export type RpcSettings = {
  blockchainApiUrl: string
  projectId: string
  fetch?: typeof globalThis.fetch | undefined
}

/** An EIP-1193 style request as the host sends it through the kit. */
export type ChainAdapterRequest = { method: string; params?: unknown }

/**
 * What the core asks of one namespace (eip155, solana, polkadot, bip122).
 * Adding a namespace adds an adapter under `chains/`, not branches across the core (DESIGN.md).
 * Everything after `getBalance` is optional, so a minimal adapter (or a test stand-in) stays small.
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
  getBalance?(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
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
  /** Stops discovery and every listener. */
  destroy?(): void
}
