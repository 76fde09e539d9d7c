import type { MessageRef } from '../../i18n/Messages.js'
import type { WalletKit } from '../WalletKit.js'
import { showToast } from './showToast.js'

/**
 * Shows an error toast (spec 2); see `showToast` for the 150 ms swap.
 * @example showErrorToast(kit, { message: errorMessage(error), details: error.details })
 */
export function showErrorToast(
  kit: WalletKit,
  { message, details }: { message: MessageRef; details?: string | undefined },
): void {
  showToast(kit, { message, variant: 'error', details })
}
