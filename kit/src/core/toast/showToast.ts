import { TIMINGS } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'
import { hideToast } from './hideToast.js'
import type { Toast } from './ToastState.js'
import { TOAST_AUTO_HIDE_MS, TOAST_TIMERS } from './toastTimers.js'

/**
 * Shows a toast (spec 2). While another is open, that one hides first and the new one shows 150 ms later;
 * a toast asked for during those 150 ms takes the waiting one's place and waits 150 ms from then.
 * Success and error toasts hide after 2.5 s; loading toasts stay.
 * @example showToast(kit, { message: { key: 'toast.transactionStarted' }, variant: 'success' })
 */
export function showToast(kit: WalletKit, toast: Toast): void {
  kit.timers.clear(TOAST_TIMERS.autoHide)
  const swapping = kit.store.getState().toast.open || kit.timers.has(TOAST_TIMERS.swap)
  if (!swapping) {
    reveal(kit, toast)
    return
  }
  kit.store.setState((state) => ({ toast: { ...state.toast, open: false } }))
  kit.timers.set(TOAST_TIMERS.swap, () => reveal(kit, toast), TIMINGS.toastSwap)
}

function reveal(kit: WalletKit, toast: Toast): void {
  kit.store.setState({ toast: { open: true, toast } })
  if (toast.variant !== 'loading')
    kit.timers.set(TOAST_TIMERS.autoHide, () => hideToast(kit), TOAST_AUTO_HIDE_MS)
}
