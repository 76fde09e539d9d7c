import { TIMINGS } from '../../config/constants.js'
import { requestAuthApproval } from '../../core/auth/requestAuthApproval.js'
import { showErrorToast } from '../../core/toast/showErrorToast.js'
import type { WalletKit } from '../../core/WalletKit.js'
import type { AuthProvider } from './createAuthProvider.js'

/** The name of the timer that shows "Action not allowed". */
export const DISALLOWED_TOAST_TIMER = 'auth.disallowed'

/**
 * Connects the embedded wallet's provider to the kit: requests needing approval open the kit's approval views, and a
 * refused method shows "Action not allowed" 300 ms later (spec 6, 8).
 * @example installAuthHooks(kit, provider)
 */
export function installAuthHooks(kit: WalletKit, provider: AuthProvider): void {
  provider.hooks = {
    approve: (request) => requestAuthApproval(kit, request),
    onDisallowed: (error) =>
      kit.timers.set(
        DISALLOWED_TOAST_TIMER,
        () => showErrorToast(kit, { message: error.uiMessage }),
        TIMINGS.disallowedRpcErrorDelay,
      ),
  }
}
