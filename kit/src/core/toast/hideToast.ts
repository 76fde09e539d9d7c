import type { WalletKit } from '../WalletKit.js'
import { TOAST_TIMERS } from './toastTimers.js'

/**
 * Hides the toast and drops one waiting to be shown. The last toast's content stays in the state, so the UI
 * can animate it out.
 * @example hideToast(kit) // the send finished, the loading toast goes
 */
export function hideToast(kit: WalletKit): void {
  kit.timers.clear(TOAST_TIMERS.swap)
  kit.timers.clear(TOAST_TIMERS.autoHide)
  kit.store.setState((state) => ({ toast: { ...state.toast, open: false } }))
}
