import type { MessageRef } from '../../i18n/Messages.js'
import { approvalWarnings } from './approvalWarnings.js'
import type { DescribeScope } from './DescribeScope.js'
import { describeTokenAmount } from './describeTokenAmount.js'
import { isUnlimitedAmount } from './isUnlimitedAmount.js'
import { parseQuantity } from './parseQuantity.js'
import type { PermitDescription } from './RequestDescription.js'
import { toChecksumAddress } from './toChecksumAddress.js'

type Fields = Record<string, unknown>
type TypedData = { primaryType: unknown; domain: Fields; message: Fields }
type Grant = { token: unknown; amount: unknown; deadline: unknown }

const PERMIT2_TRANSFER: ReadonlySet<string> = new Set(['PermitTransferFrom', 'PermitWitnessTransferFrom'])
const PERMIT2_BATCH_TRANSFER: ReadonlySet<string> = new Set([
  'PermitBatchTransferFrom',
  'PermitBatchWitnessTransferFrom',
])

/**
 * The token permissions a typed-data signature grants: an EIP-2612 `Permit` (the token is the verifying
 * contract) or a Permit2 PermitSingle, PermitBatch or PermitTransferFrom, each with spender, exact amount and
 * deadline, and a warning for every unlimited one.
 * @example describePermits(scope, typedData).permits[0]?.unlimited
 */
export function describePermits(
  scope: DescribeScope,
  typedData: TypedData,
): { permits: PermitDescription[]; warnings: MessageRef[] } {
  const found = findGrants(typedData)
  if (!found) return { permits: [], warnings: [] }
  const spender = toChecksumAddress(typedData.message.spender)
  const permits: PermitDescription[] = []
  const warnings: MessageRef[] = []
  for (const grant of found.grants) {
    const token = toChecksumAddress(grant.token)
    const amount = parseQuantity(grant.amount)
    if (!spender || !token || amount === null) {
      warnings.push(approvalWarnings.unreadablePermit)
      continue
    }
    const tokenAmount = describeTokenAmount(scope, token, amount)
    const unlimited = isUnlimitedAmount(amount)
    if (unlimited) warnings.push(approvalWarnings.unlimited(spender, tokenAmount))
    permits.push({
      standard: found.standard,
      spender,
      unlimited,
      deadline: describeDeadline(grant.deadline),
      ...tokenAmount,
    })
  }
  return { permits, warnings }
}

function findGrants({ primaryType, domain, message }: TypedData) {
  if (typeof primaryType !== 'string') return undefined
  if (primaryType === 'Permit' && 'spender' in message && 'value' in message)
    return {
      standard: 'EIP-2612' as const,
      grants: [{ token: domain.verifyingContract, amount: message.value, deadline: message.deadline }],
    }
  if (domain.name !== 'Permit2') return undefined
  const details = (value: unknown): Grant => {
    const item = asFields(value)
    return { token: item.token, amount: item.amount, deadline: item.expiration }
  }
  const permitted = (value: unknown): Grant => {
    const item = asFields(value)
    return { token: item.token, amount: item.amount, deadline: message.deadline }
  }
  const list = (value: unknown) => (Array.isArray(value) ? value : [undefined])
  const grants =
    primaryType === 'PermitSingle'
      ? [details(message.details)]
      : primaryType === 'PermitBatch'
        ? list(message.details).map(details)
        : PERMIT2_TRANSFER.has(primaryType)
          ? [permitted(message.permitted)]
          : PERMIT2_BATCH_TRANSFER.has(primaryType)
            ? list(message.permitted).map(permitted)
            : undefined
  return grants && { standard: 'Permit2' as const, grants }
}

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {}

/** Seconds since 1970 as signed, and as an ISO date when it is a date JavaScript can show. */
function describeDeadline(value: unknown): PermitDescription['deadline'] {
  const seconds = parseQuantity(value)
  if (seconds === null) return undefined
  const milliseconds = Number(seconds) * 1000
  const date = milliseconds <= 8.64e15 ? new Date(milliseconds).toISOString() : undefined
  return { raw: seconds.toString(), date }
}
