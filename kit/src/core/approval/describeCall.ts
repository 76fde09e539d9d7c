import { isHex } from 'viem'
import type { MessageRef } from '../../i18n/Messages.js'
import { approvalWarnings } from './approvalWarnings.js'
import type { DescribeScope } from './DescribeScope.js'
import { decodeCallAction } from './decodeCallAction.js'
import { describeAmount } from './describeAmount.js'
import { parseQuantity } from './parseQuantity.js'
import type { CallDescription } from './RequestDescription.js'
import { toChecksumAddress } from './toChecksumAddress.js'

type RawCall = { to?: unknown; value?: unknown; data?: unknown; input?: unknown }

/**
 * One call of a transaction or a batch: the checksummed recipient, the exact native value, and the decoded
 * action, with plain warnings for whatever cannot be read (a value of '1.5', data that is not hex).
 * @example describeCall(scope, { to: usdc, data: transferData }).call.action.type // 'erc20Transfer'
 */
export function describeCall(
  scope: DescribeScope,
  raw: unknown,
): { call: CallDescription; warnings: MessageRef[] } {
  const fields: RawCall = typeof raw === 'object' && raw !== null ? raw : {}
  const warnings: MessageRef[] = []
  const to = toChecksumAddress(fields.to)
  if (fields.to === undefined || fields.to === null) warnings.push(approvalWarnings.deployment)
  else if (!to) warnings.push(approvalWarnings.unreadableRecipient(JSON.stringify(fields.to)))
  const valueRaw = fields.value === undefined || fields.value === null ? 0n : parseQuantity(fields.value)
  if (valueRaw === null) warnings.push(approvalWarnings.unreadableValue(JSON.stringify(fields.value)))
  const value = valueRaw === null ? undefined : describeAmount(valueRaw, scope.network?.nativeCurrency)
  const data = fields.data ?? fields.input
  if (data === undefined || data === null || data === '0x')
    return { call: { to, value, action: { type: 'native' } }, warnings }
  if (typeof data !== 'string' || !isHex(data, { strict: true }) || data.length % 2 !== 0) {
    warnings.push(approvalWarnings.unreadableCallData, approvalWarnings.undecodable)
    return {
      call: { to, value, action: { type: 'undecodable', selector: undefined, dataBytes: 0 } },
      warnings,
    }
  }
  const decoded = decodeCallAction(scope, to, data)
  return { call: { to, value, action: decoded.action }, warnings: [...warnings, ...decoded.warnings] }
}
