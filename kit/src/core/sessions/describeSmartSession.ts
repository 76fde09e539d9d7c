import type { SmartSession } from '../../api/smartSessionSchema.js'
import type { MessageKey, MessageRef } from '../../i18n/Messages.js'
import { messageRef } from '../../i18n/messageRef.js'
import { formatAddress } from '../../utils/formatAddress.js'

/** Where a session stands: usable, past its expiry, or revoked (revocation wins). */
export type SmartSessionStatus = 'active' | 'expired' | 'revoked'

/** What a session row shows, read from the provider's data. */
export type SmartSessionDescription = {
  status: SmartSessionStatus
  /** What the session may do, as messages: one line per permission, then one per policy. */
  grants: MessageRef[]
}

/** The permission and policy types (ERC-7715) the catalogue names. */
const KNOWN_TYPES: Record<string, MessageKey> = {
  'spending-limit': 'sessions.spendingLimit',
  'native-token-recurring-allowance': 'sessions.nativeTokenRecurringAllowance',
  'erc20-token-recurring-allowance': 'sessions.erc20TokenRecurringAllowance',
  'rate-limit': 'sessions.rateLimit',
  'gas-limit': 'sessions.gasLimit',
}

/** A known type's message, else the type's own name in words ("Call limit"), shown as it is. */
const words = (type: string): MessageRef => {
  const known = KNOWN_TYPES[type]
  if (known) return { key: known }
  const text = type.replace(/[-_]+/g, ' ').trim()
  return messageRef('sessions.otherGrant', { name: text.charAt(0).toUpperCase() + text.slice(1) })
}

const functionName = (entry: unknown): string | undefined => {
  const name = (entry as { functionName?: unknown } | null)?.functionName
  return typeof name === 'string' && name ? name.replace(/\(.*$/, '') : undefined
}

function describePermission({ type, data }: SmartSession['permissions'][number]): MessageRef {
  const { address, functions } = (data ?? {}) as { address?: unknown; functions?: unknown }
  if (type !== 'contract-call') return words(type)
  const names = Array.isArray(functions) ? functions.map(functionName).filter(Boolean) : []
  const target = typeof address === 'string' && address ? formatAddress(address) : undefined
  if (names.length === 0)
    return target
      ? messageRef('sessions.contractCallsOn', { address: target })
      : messageRef('sessions.contractCalls')
  const functionNames = names.join(', ')
  return target
    ? messageRef('sessions.callOn', { functions: functionNames, address: target })
    : messageRef('sessions.call', { functions: functionNames })
}

/**
 * A smart session's status at `now` (unix ms) and what it may do, as messages the row translates, from its permissions
 * ("Call transfer on 0x3d…4029") and policies ("Spending limit"); unknown types show as their name in words.
 * @example describeSmartSession(session, Date.now()).grants // [{ key: 'sessions.callOn', params: { functions: 'transfer', address: '0x3d…4029' } }]
 */
export function describeSmartSession(session: SmartSession, now: number): SmartSessionDescription {
  const status: SmartSessionStatus =
    session.revokedAt !== undefined ? 'revoked' : session.expiry * 1000 <= now ? 'expired' : 'active'
  const policies = session.policies.map((policy) =>
    typeof policy.type === 'string' ? words(policy.type) : undefined,
  )
  return {
    status,
    grants: [
      ...session.permissions.map(describePermission),
      ...policies.filter((text) => text !== undefined),
    ],
  }
}
