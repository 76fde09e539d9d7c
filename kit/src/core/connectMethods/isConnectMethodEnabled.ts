import type { ConnectMethod, ResolvedWalletKitOptions } from '../../config/index.js'

export type ConnectMethodFeatures = Pick<ResolvedWalletKitOptions['features'], 'email' | 'socials'>

/**
 * Whether a connect method is on: email unless `features.email` is false, social unless `features.socials` is
 * false or empty; wallet always (spec 1, 2).
 * @example isConnectMethodEnabled(kit.options.features, 'social')
 */
export function isConnectMethodEnabled(features: ConnectMethodFeatures, method: ConnectMethod): boolean {
  if (method === 'email') return features.email
  if (method === 'social') return Array.isArray(features.socials) && features.socials.length > 0
  return true
}
