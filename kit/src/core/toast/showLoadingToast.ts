import type { MessageRef } from '../../i18n/Messages.js'
import type { WalletKit } from '../WalletKit.js'
import { showToast } from './showToast.js'

/**
 * Shows a loading toast, which stays until replaced or hidden (spec 2); see `showToast` for the 150 ms swap.
 * @example showLoadingToast(kit, { message: { key: 'send.sending' } })
 */
export function showLoadingToast(
  kit: WalletKit,
  { message, details }: { message: MessageRef; details?: string | undefined },
): void {
  showToast(kit, { message, variant: 'loading', details })
}
