import type { ResolvedWalletKitOptions } from '../../config/index.js'

export type ShouldCollapseWalletsParameters = {
  /** Whether Connect shows email or social login (both need the embedded wallet's connector). */
  showsEmailOrSocial: boolean
}

/**
 * Whether Connect shows its wallets behind one "Continue with a wallet" row instead of listing them: with
 * `features.collapseWallets`, or `features.emailShowWallets` turned off (spec 1: on by default), and only when email
 * or social login is there to show instead, as in AppKit (otherwise the row would be the view's only entry).
 * @example shouldCollapseWallets(kit.options.features, { showsEmailOrSocial: true }) // false by default
 */
export function shouldCollapseWallets(
  features: Pick<ResolvedWalletKitOptions['features'], 'collapseWallets' | 'emailShowWallets'>,
  { showsEmailOrSocial }: ShouldCollapseWalletsParameters,
): boolean {
  return showsEmailOrSocial && (features.collapseWallets || !features.emailShowWallets)
}
