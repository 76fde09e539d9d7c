import type { Connector } from '../../chains/ChainAdapter.js'
import type { WalletKit } from '../WalletKit.js'

const keyOf = (connector: Connector) => `${connector.chain}|${connector.id}`

/**
 * Adds the connectors an adapter offers to the store, one per id and namespace: a connector already there is
 * replaced in its place, new ones are appended. A MULTI_CHAIN connector is stored as its per-namespace
 * connectors; views merge them again when they list connectors (spec 3).
 * @example setConnectors(kit, adapter.connectors())
 */
export function setConnectors(kit: Pick<WalletKit, 'store'>, connectors: readonly Connector[]): void {
  const incoming = new Map(
    connectors
      .flatMap((connector) =>
        connector.type === 'MULTI_CHAIN' && connector.connectors ? connector.connectors : [connector],
      )
      .map((connector) => [keyOf(connector), connector]),
  )
  kit.store.setState((state) => {
    const current = state.connectors.connectors
    const known = new Set(current.map(keyOf))
    const replaced = current.map((connector) => incoming.get(keyOf(connector)) ?? connector)
    const added = [...incoming.values()].filter((connector) => !known.has(keyOf(connector)))
    return { connectors: { ...state.connectors, connectors: [...replaced, ...added] } }
  })
}
