import type { WalletKit } from '../WalletKit.js'
import { getEmailCooldownRemaining } from './getEmailCooldownRemaining.js'

/**
 * Whether a new email login may be triggered now (spec 5: not within 30 s of the last one).
 * @example if (canTriggerEmail(kit)) await connectEmail(kit, { email })
 */
export function canTriggerEmail(kit: WalletKit): boolean {
  return getEmailCooldownRemaining(kit) === 0
}
