import { STORAGE_KEYS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Stores the time an email login was triggered, which starts the 30 s cooldown of spec 5.
 * @example assertEmailCooldown(kit); recordEmailTriggered(kit)
 */
export function recordEmailTriggered(kit: WalletKit): void {
  kit.storage.set(STORAGE_KEYS.lastEmailLoginTime, String(Date.now()))
}
