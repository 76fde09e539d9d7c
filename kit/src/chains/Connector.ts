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

/** An EIP-1193 style request as the host sends it through the kit. */
export type ChainAdapterRequest = { method: string; params?: unknown }
