/** The features `--features` and the prompt turn on or off; every other one is off. */
export const FEATURE_NAMES = [
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'emailShowWallets',
  'socials',
  'history',
  'analytics',
  'allWallets',
  'legalCheckbox',
  'smartSessions',
  'collapseWallets',
] as const
export type FeatureName = (typeof FEATURE_NAMES)[number]

/** Spec 1: on by default (socials with the whole list), off: legal checkbox, smart sessions, collapse wallets. */
export const DEFAULT_FEATURES: readonly FeatureName[] = [
  'swaps',
  'onramp',
  'receive',
  'send',
  'email',
  'emailShowWallets',
  'socials',
  'history',
  'analytics',
  'allWallets',
]

/** The socials list of spec 1, in its order; `socials` on means all of them. */
const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

/** What each feature does, for the prompt. */
export const featureHints: Record<FeatureName, string> = {
  swaps: 'swap tokens in the account view',
  onramp: 'buy crypto',
  receive: 'show the address and QR code',
  send: 'send tokens',
  email: 'email one-time-password login',
  emailShowWallets: 'wallets beside the email login',
  socials: 'social logins: google, x, discord, farcaster, github, apple, facebook',
  history: 'the activity tab',
  analytics: 'usage events to the provider',
  allWallets: 'the wallet directory',
  legalCheckbox: 'a terms checkbox before connecting',
  smartSessions: 'smart sessions',
  collapseWallets: 'collapse the wallet list',
}

/**
 * The kit's `features` option for a set of names turned on; names outside the list pass through as `true`, so the
 * kit's schema reports them by name.
 * @example toFeaturesOption(['swaps']).onramp // false
 */
export function toFeaturesOption(enabled: readonly string[]): Record<string, unknown> {
  const on = new Set(enabled)
  const features: Record<string, unknown> = {}
  for (const name of FEATURE_NAMES)
    features[name] = name === 'socials' ? (on.has(name) ? [...DEFAULT_SOCIALS] : false) : on.has(name)
  for (const name of on) if (!(name in features)) features[name] = true
  return features
}
