import { STORAGE_KEYS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Clears the auth cache of spec 4: the email-login-used flag, the email, the last used chain, the social username;
 * and the session token, so nothing that proves the login outlives a sign-out or a session the frame ended.
 * @example clearAuthCache(kit)
 */
export function clearAuthCache(kit: WalletKit): void {
  kit.storage.remove(STORAGE_KEYS.emailLoginUsed)
  kit.storage.remove(STORAGE_KEYS.email)
  kit.storage.remove(STORAGE_KEYS.lastUsedChain)
  kit.storage.remove(STORAGE_KEYS.socialUsername)
  kit.storage.remove(STORAGE_KEYS.sessionToken)
}
