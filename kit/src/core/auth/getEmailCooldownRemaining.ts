import { STORAGE_KEYS, TIMINGS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Milliseconds left before a new email login may be triggered (spec 5: 30 s after the last one), 0 when allowed.
 * @example getEmailCooldownRemaining(kit) // 12_500
 */
export function getEmailCooldownRemaining(kit: WalletKit): number {
  const last = Number(kit.storage.get(STORAGE_KEYS.lastEmailLoginTime))
  if (!Number.isFinite(last) || last <= 0) return 0
  // Clamped, so a clock set back never blocks for longer than the cooldown itself.
  return Math.min(TIMINGS.emailCooldown, Math.max(0, last + TIMINGS.emailCooldown - Date.now()))
}
