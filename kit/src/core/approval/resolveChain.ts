import type { MessageRef } from '../../i18n/Messages.js'
import { approvalWarnings } from './approvalWarnings.js'
import type { DescribeScope } from './DescribeScope.js'
import { parseQuantity } from './parseQuantity.js'
import type { DescribeRequestContext } from './RequestDescription.js'

/**
 * The chain a request is for: its own `chainId` (a number, a hex or decimal string, or a CAIP-2 id) when it
 * names one, else the wallet's network. A `chainId` that cannot be read gives a warning and no chain.
 * @example resolveChain(context, '0x2105').scope.chain // { caipNetworkId: 'eip155:8453', name: 'Base' }
 */
export function resolveChain(
  context: DescribeRequestContext,
  chainId: unknown,
): { scope: DescribeScope; warnings: MessageRef[] } {
  const caipNetworkId =
    chainId === undefined || chainId === null ? context.caipNetworkId : toCaipNetworkId(chainId)
  if (!caipNetworkId) {
    const warnings =
      chainId === undefined || chainId === null
        ? []
        : [approvalWarnings.unreadableChainId(JSON.stringify(chainId))]
    return { scope: { context, chain: undefined, network: undefined }, warnings }
  }
  const network = context.networks.find((known) => known.caipNetworkId === caipNetworkId)
  return { scope: { context, chain: { caipNetworkId, name: network?.name }, network }, warnings: [] }
}

function toCaipNetworkId(chainId: unknown): string | undefined {
  if (typeof chainId === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(chainId)) return chainId
  const id = parseQuantity(chainId)
  return id === null ? undefined : `eip155:${id}`
}
