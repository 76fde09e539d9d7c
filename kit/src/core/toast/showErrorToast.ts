import type { WalletKit } from '../WalletKit.js'
import { showToast } from './showToast.js'

/**
 * Shows an error toast (spec 2); see `showToast` for the 150 ms swap.
 * @example showErrorToast(kit, error) // a WalletKitError carries message and details
 */
export function showErrorToast(
  kit: WalletKit,
  { message, details }: { message: string; details?: string | undefined },
): void {
  showToast(kit, { message, variant: 'error', details })
}
