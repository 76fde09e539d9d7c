import type { SocialProvider } from '../../config/index.js'
import type { WalletKit } from '../WalletKit.js'
import { filterTelegramSocials } from './filterTelegramSocials.js'

/**
 * The social logins the Connect view shows: `features.socials` in order, minus those Telegram blocks (spec 5).
 * Empty when socials are turned off.
 * @example getVisibleSocials(kit) // ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
 */
export function getVisibleSocials(kit: Pick<WalletKit, 'options' | 'environment'>): SocialProvider[] {
  const { socials } = kit.options.features
  if (!socials) return []
  return filterTelegramSocials(socials, kit.environment)
}
