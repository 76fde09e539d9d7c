import type { SmartSession } from '../../api/smartSessionSchema.js'
import { formatAddress } from '../../utils/formatAddress.js'

/** Where a session stands: usable, past its expiry, or revoked (revocation wins). */
export type SmartSessionStatus = 'active' | 'expired' | 'revoked'

/** What a session row shows, read from the provider's data. */
export type SmartSessionDescription = {
  status: SmartSessionStatus
  /** What the session may do, in words: one line per permission, then one per policy. */
  grants: string[]
}

const words = (type: string) => {
  const text = type.replace(/[-_]+/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

const functionName = (entry: unknown): string | undefined => {
  const name = (entry as { functionName?: unknown } | null)?.functionName
  return typeof name === 'string' && name ? name.replace(/\(.*$/, '') : undefined
}

function describePermission({ type, data }: SmartSession['permissions'][number]): string {
  const { address, functions } = (data ?? {}) as { address?: unknown; functions?: unknown }
  if (type !== 'contract-call') return words(type)
  const names = Array.isArray(functions) ? functions.map(functionName).filter(Boolean) : []
  const target = typeof address === 'string' && address ? ` on ${formatAddress(address)}` : ''
  return names.length > 0 ? `Call ${names.join(', ')}${target}` : `Contract calls${target}`
}

/**
 * A smart session's status at `now` (unix ms) and what it may do in words, from its permissions ("Call transfer on
 * 0x3d…4029") and policies ("Spending limit"); unknown types show as their name in words.
 * @example describeSmartSession(session, Date.now()) // { status: 'active', grants: ['Call transfer on 0x3d…4029'] }
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
