import type { SocialProvider } from '../../../config/index.js'

/** How each social provider is named on screen. */
export const SOCIAL_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
