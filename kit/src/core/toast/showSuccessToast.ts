import type { MessageRef } from '../../i18n/Messages.js'
import type { WalletKit } from '../WalletKit.js'
import { showToast } from './showToast.js'

/**
 * Shows a success toast (spec 2); see `showToast` for the 150 ms swap.
 * @example showSuccessToast(kit, { message: { key: 'toast.transactionStarted' } })
 */
export function showSuccessToast(
  kit: WalletKit,
  { message, details }: { message: MessageRef; details?: string | undefined },
): void {
  showToast(kit, { message, variant: 'success', details })
}
