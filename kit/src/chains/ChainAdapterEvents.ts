import type { Connector } from './Connector.js'

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
