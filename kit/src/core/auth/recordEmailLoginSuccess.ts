import { STORAGE_KEYS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * After an email login (spec 4): stores the email, sets the email-login-used flag and clears the last-email-time.
 * @example recordEmailLoginSuccess(kit, 'alice@example.com')
 */
export function recordEmailLoginSuccess(kit: WalletKit, email: string): void {
  kit.storage.set(STORAGE_KEYS.email, email)
  kit.storage.set(STORAGE_KEYS.emailLoginUsed, 'true')
  kit.storage.remove(STORAGE_KEYS.lastEmailLoginTime)
}
