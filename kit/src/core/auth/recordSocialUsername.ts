import { STORAGE_KEYS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * After a social login (spec 4): stores the username the provider gave.
 * @example recordSocialUsername(kit, 'alice')
 */
export function recordSocialUsername(kit: WalletKit, username: string): void {
  kit.storage.set(STORAGE_KEYS.socialUsername, username)
}
