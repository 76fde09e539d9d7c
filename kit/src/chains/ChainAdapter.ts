import type { CaipNetwork, Namespace } from '../config/index.js'

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

export type ConnectResult = { address: string; chainId: number | string; accounts?: readonly string[] }

/**
 * What the core asks of one namespace (eip155, solana, polkadot, bip122).
 * Adding a namespace adds an adapter under `chains/`, not branches across the core (DESIGN.md).
 */
export type ChainAdapter = {
  namespace: Namespace
  connectors(): readonly Connector[]
  connect(parameters: { connector: Connector; network: CaipNetwork }): Promise<ConnectResult>
  disconnect(parameters: { connector?: Connector | undefined }): Promise<void>
  switchNetwork(parameters: { network: CaipNetwork }): Promise<void>
  getBalance?(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
}
