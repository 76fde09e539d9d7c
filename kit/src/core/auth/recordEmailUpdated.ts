import { STORAGE_KEYS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * After the secondary OTP of an email update (spec 4): stores the new email.
 * @example recordEmailUpdated(kit, 'new@example.com')
 */
export function recordEmailUpdated(kit: WalletKit, newEmail: string): void {
  kit.storage.set(STORAGE_KEYS.email, newEmail)
}
