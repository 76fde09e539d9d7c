import type { WalletKit } from '../WalletKit.js'
import { showToast } from './showToast.js'

/**
 * Shows a loading toast, which stays until replaced or hidden (spec 2); see `showToast` for the 150 ms swap.
 * @example showLoadingToast(kit, { message: 'Sending...' })
 */
export function showLoadingToast(
  kit: WalletKit,
  { message, details }: { message: string; details?: string | undefined },
): void {
  showToast(kit, { message, variant: 'loading', details })
}
