import type { Connector } from '../../chains/ChainAdapter.js'

/** Every connector the adapters offer, unfiltered; views order and filter them (spec 5). */
export type ConnectorsState = { connectors: Connector[] }

export const createConnectorsState = (): ConnectorsState => ({ connectors: [] })
