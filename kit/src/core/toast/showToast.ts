import type { WalletKit } from '../WalletKit.js'
import type { Toast } from './ToastState.js'

/**
 * Shows a toast (spec 2). Owner: core/toast. (Initial version; the 150 ms swap rule lives here.)
 * @example showToast(kit, { message: 'Transaction started', variant: 'success' })
 */
export function showToast(kit: WalletKit, toast: Toast): void {
  kit.store.setState({ toast: { open: true, toast } })
}
