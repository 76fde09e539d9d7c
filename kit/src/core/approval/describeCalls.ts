import type { MessageRef } from '../../i18n/Messages.js'
import { approvalWarnings } from './approvalWarnings.js'
import { describeCall } from './describeCall.js'
import { describeFees } from './describeFees.js'
import type { DescribeRequestContext, RequestDescription } from './RequestDescription.js'
import { resolveChain } from './resolveChain.js'

type Fields = { chainId?: unknown; calls?: unknown }

/**
 * eth_sendTransaction (`[transaction]`) as one call with its fee caps, or wallet_sendCalls (`[{ chainId, calls }]`)
 * as each of its calls, on the chain the request names or the wallet's.
 * @example describeCalls(context, 'eth_sendTransaction', [{ to, value: '0x1' }]).kind // 'transaction'
 */
export function describeCalls(
  context: DescribeRequestContext,
  method: string,
  params: unknown,
): RequestDescription {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  const fields: Fields = typeof first === 'object' && first !== null ? first : {}
  const { scope, warnings } = resolveChain(context, fields.chainId)
  const batch = method === 'wallet_sendCalls'
  const rawCalls = batch ? fields.calls : [first]
  if (!Array.isArray(rawCalls) || rawCalls.length === 0 || (!batch && first === undefined)) {
    warnings.push(batch ? approvalWarnings.unreadableBatch : approvalWarnings.unreadableTransaction)
    return {
      kind: batch ? 'calls' : 'transaction',
      method,
      chain: scope.chain,
      calls: [],
      fees: {},
      warnings,
    }
  }
  const described = rawCalls.map((call) => describeCall(scope, call))
  const fees = batch ? { fees: {}, warnings: [] } : describeFees(scope, first)
  const callWarnings = described.flatMap((call) => call.warnings)
  return {
    kind: batch ? 'calls' : 'transaction',
    method,
    chain: scope.chain,
    calls: described.map(({ call }) => call),
    fees: fees.fees,
    warnings: unique([...callWarnings, ...fees.warnings, ...warnings]),
  }
}

/** Each warning once, in its first place (two undecodable calls warn once). */
const unique = (warnings: MessageRef[]) =>
  warnings.filter(
    (warning, index) =>
      warnings.findIndex((other) => JSON.stringify(other) === JSON.stringify(warning)) === index,
  )
