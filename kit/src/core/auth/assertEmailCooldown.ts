import { EmailCooldownError } from '../../errors/EmailCooldownError.js'
import type { WalletKit } from '../WalletKit.js'
import { getEmailCooldownRemaining } from './getEmailCooldownRemaining.js'

/**
 * Throws `EmailCooldownError` ("Please try again after N seconds", N the remaining seconds rounded up) when the
 * last email login was triggered less than 30 s ago (spec 5).
 * @example assertEmailCooldown(kit); recordEmailTriggered(kit); await frame.connectEmail({ email })
 */
export function assertEmailCooldown(kit: WalletKit): void {
  const remaining = getEmailCooldownRemaining(kit)
  if (remaining > 0) throw new EmailCooldownError({ seconds: Math.ceil(remaining / 1000) })
}
