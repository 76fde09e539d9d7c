import { STORAGE_KEYS } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { clearAuthCache } from './clearAuthCache.js'

export type CheckAuthConnectionParameters = {
  /** Asks the login frame whether its session is live (IS_CONNECTED). */
  isConnected: () => boolean | Promise<boolean>
}

/**
 * The connection check of spec 4: without the email-login flag the result is not connected (the frame is not
 * asked); when the check fails or says false, the auth cache is cleared.
 * @example const connected = await checkAuthConnection(kit, { isConnected: () => frame.isConnected() })
 */
export async function checkAuthConnection(
  kit: WalletKit,
  { isConnected }: CheckAuthConnectionParameters,
): Promise<boolean> {
  if (!kit.storage.get(STORAGE_KEYS.emailLoginUsed)) return false
  try {
    if (await isConnected()) return true
  } catch (error) {
    kit.logger.warn('The auth connection check failed', error)
  }
  clearAuthCache(kit)
  return false
}
