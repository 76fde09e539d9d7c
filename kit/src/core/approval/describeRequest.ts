import { approvalWarnings } from './approvalWarnings.js'
import { describeCalls } from './describeCalls.js'
import { describeMessage } from './describeMessage.js'
import { describeTypedData } from './describeTypedData.js'
import type { DescribeRequestContext, RequestDescription } from './RequestDescription.js'
import { resolveChain } from './resolveChain.js'

/** A request that needs approval, as the wallet receives it. */
export type DescribableRequest = { method: string; params?: unknown }

/**
 * Decodes what a request asks the visitor to approve (DESIGN "Trust"): eth_sendTransaction and wallet_sendCalls
 * call by call (ERC-20 transfer and approve, setApprovalForAll, native value, fee caps), personal_sign and
 * solana_signMessage as text or hex, eth_signTypedData_v4 with its domain, fields and permits; any other method
 * as unknown. Pure and free of kit state: `context` names the networks and tokens. Malformed input gives a
 * description with a plain warning, never a thrown error.
 * @example describeRequest({ method: 'personal_sign', params: ['0x6869', address] }, context).kind // 'message'
 */
export function describeRequest(
  request: DescribableRequest,
  context: DescribeRequestContext,
): RequestDescription {
  const { method, params } = request
  switch (method) {
    case 'eth_sendTransaction':
    case 'wallet_sendCalls':
      return describeCalls(context, method, params)
    case 'eth_signTypedData_v4':
      return describeTypedData(context, method, params)
    case 'personal_sign':
    case 'solana_signMessage':
      return describeSignedMessage(context, method, params)
    default:
      return {
        kind: 'unknown',
        method,
        chain: resolveChain(context, undefined).scope.chain,
        warnings: [approvalWarnings.unknownMethod(method)],
      }
  }
}

function describeSignedMessage(
  context: DescribeRequestContext,
  method: string,
  params: unknown,
): RequestDescription {
  const raw =
    method === 'personal_sign'
      ? Array.isArray(params)
        ? params[0]
        : undefined
      : (params as { message?: unknown } | undefined)?.message
  const message = describeMessage(raw)
  const chain = resolveChain(context, undefined).scope.chain
  if (!message) return { kind: 'unknown', method, chain, warnings: [approvalWarnings.unreadableMessage] }
  const warnings = message.encoding === 'hex' ? [approvalWarnings.notText] : []
  return { kind: 'message', method, chain, message, warnings }
}
