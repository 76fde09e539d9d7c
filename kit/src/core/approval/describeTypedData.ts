import { approvalWarnings } from './approvalWarnings.js'
import { describePermits } from './describePermits.js'
import { flattenTypedDataFields } from './flattenTypedDataFields.js'
import type { DescribeRequestContext, RequestDescription, TypedDataField } from './RequestDescription.js'
import { resolveChain } from './resolveChain.js'
import { toChecksumAddress } from './toChecksumAddress.js'

type Fields = Record<string, unknown>
const DOMAIN_FIELDS = ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const

/**
 * eth_signTypedData_v4 (`[address, typedData]`, the typed data as JSON text or an object): the domain, every
 * message field, the chain of the domain, and any EIP-2612 or Permit2 permission it grants.
 * @example describeTypedData(context, 'eth_signTypedData_v4', [address, json]).kind // 'typedData'
 */
export function describeTypedData(
  context: DescribeRequestContext,
  method: string,
  params: unknown,
): RequestDescription {
  const typedData = parseTypedData(Array.isArray(params) ? params[1] : undefined)
  if (!typedData) {
    const { scope } = resolveChain(context, undefined)
    return {
      kind: 'unknown',
      method,
      chain: scope.chain,
      warnings: [approvalWarnings.unreadableTypedData],
    }
  }
  const { domain, message, primaryType } = typedData
  const { scope, warnings } = resolveChain(context, domain.chainId)
  const { permits, warnings: permitWarnings } = describePermits(scope, typedData)
  return {
    kind: 'typedData',
    method,
    chain: scope.chain,
    warnings: [...permitWarnings, ...warnings],
    typedData: {
      primaryType: typeof primaryType === 'string' ? primaryType : undefined,
      domain: describeDomain(domain),
      message: flattenTypedDataFields(message),
      permits,
    },
  }
}

function parseTypedData(
  value: unknown,
): { primaryType: unknown; domain: Fields; message: Fields } | undefined {
  let parsed: unknown = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { primaryType, domain, message } = parsed as Fields
  if (typeof domain !== 'object' || domain === null || typeof message !== 'object' || message === null)
    return undefined
  return { primaryType, domain: domain as Fields, message: message as Fields }
}

function describeDomain(domain: Fields): TypedDataField[] {
  return DOMAIN_FIELDS.filter((name) => domain[name] !== undefined).map((name) => ({
    name,
    value:
      name === 'verifyingContract'
        ? (toChecksumAddress(domain[name]) ?? String(domain[name]))
        : String(domain[name]),
  }))
}
