import { CONNECTOR_TYPE_ORDER, type ConnectorTypeOrderItem } from '../../config/constants.js'

/**
 * The order of the Connect view's connector groups (spec 5, 9): the developer's override first, then the rest
 * of walletConnect, recent, injected, featured, custom, external, recommended; only non-empty groups.
 * @example getConnectorTypeOrder(['injected', 'recommended', 'walletConnect'], ['recommended']) // ['recommended', 'walletConnect', 'injected']
 */
export function getConnectorTypeOrder(
  nonEmpty: Iterable<ConnectorTypeOrderItem>,
  override: readonly ConnectorTypeOrderItem[] = [],
): ConnectorTypeOrderItem[] {
  const available = new Set(nonEmpty)
  const first = [...new Set(override)].filter((type) => available.has(type))
  const rest = CONNECTOR_TYPE_ORDER.filter((type) => available.has(type) && !first.includes(type))
  return [...first, ...rest]
}
