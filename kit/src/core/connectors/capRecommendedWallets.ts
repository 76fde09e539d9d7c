import { LIMITS } from '../../config/constants.js'
import type { WalletEntry } from '../wallets/WalletsState.js'

export type CapRecommendedWalletsParameters = {
  /** Rows the Connect view already shows above the recommended ones: featured, custom and injected wallets, plus
   * one for email and one for socials when they are on. */
  rowsShown: number
  /** Whether the visitor has a way to reach a recommended wallet (WalletConnect, a browser wallet, a custom one). */
  canConnect: boolean
}

/**
 * Recommended wallets fill the Connect view up to 4 rows (spec 9) and no further, as in the peer (AppKit);
 * none when nothing could connect them.
 * @example capRecommendedWallets(recommended, { rowsShown: 2, canConnect: true }) // the first 2
 */
export function capRecommendedWallets(
  recommended: readonly WalletEntry[],
  { rowsShown, canConnect }: CapRecommendedWalletsParameters,
): WalletEntry[] {
  if (!canConnect) return []
  return recommended.slice(0, Math.max(0, LIMITS.recommendedWallets - rowsShown))
}
