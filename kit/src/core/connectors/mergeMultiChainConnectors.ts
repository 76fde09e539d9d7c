import type { Connector, ConnectorType } from '../../chains/ChainAdapter.js'

/** Protocol connectors keep their kind when merged: one WalletConnect or login entry serves every namespace. */
const PROTOCOL_TYPES: ReadonlySet<ConnectorType> = new Set(['WALLET_CONNECT', 'AUTH', 'ID_AUTH'])

const isSameWallet = (a: Connector, b: Connector) =>
  (Boolean(a.info?.rdns) && a.info?.rdns === b.info?.rdns) || a.name.toLowerCase() === b.name.toLowerCase()

/**
 * Merges the connectors one wallet offers in several namespaces (same rdns, or same name ignoring case) into a
 * single MULTI_CHAIN connector whose `connectors` lists them; the merged entry takes the first one's place.
 * Connectors of one namespace only are left as they are (spec 3, 5).
 * @example mergeMultiChainConnectors([phantomEvm, phantomSolana]) // [{ type: 'MULTI_CHAIN', connectors: [...] }]
 */
export function mergeMultiChainConnectors(connectors: readonly Connector[]): Connector[] {
  const groups: Connector[][] = []
  for (const connector of connectors) {
    const group = groups.find((members) => members.some((member) => isSameWallet(member, connector)))
    if (group) group.push(connector)
    else groups.push([connector])
  }
  return groups.flatMap((group) => {
    const [first] = group
    if (!first || new Set(group.map((member) => member.chain)).size < 2) return group
    const sharedType = group.every((member) => member.type === first.type) ? first.type : undefined
    const merged: Connector = {
      id: first.id,
      name: first.name,
      type: sharedType && PROTOCOL_TYPES.has(sharedType) ? sharedType : 'MULTI_CHAIN',
      chain: first.chain,
      chains: group.flatMap((member) => member.chains ?? []),
      imageId: group.find((member) => member.imageId)?.imageId,
      imageUrl: group.find((member) => member.imageUrl)?.imageUrl,
      explorerId: group.find((member) => member.explorerId)?.explorerId,
      info: group.find((member) => member.info)?.info,
      installed: group.some((member) => member.installed === true),
      connectors: group,
    }
    return [merged]
  })
}
