import type { SocialProvider } from '../../config/index.js'
import type { Environment } from '../environment/Environment.js'

/** Socials whose login does not work inside Telegram's in-app browser, per platform (spec 5). */
const HIDDEN_IN_TELEGRAM: Partial<Record<Environment['os'], readonly SocialProvider[]>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
}

/**
 * Removes the socials Telegram blocks: on iOS google, on Mac x, on Android facebook and x (spec 5).
 * Outside Telegram the list comes back unchanged.
 * @example filterTelegramSocials(['google', 'x'], { isTelegram: true, os: 'ios', isMobile: true }) // ['x']
 */
export function filterTelegramSocials(
  socials: readonly SocialProvider[],
  environment: Pick<Environment, 'isTelegram' | 'os'>,
): SocialProvider[] {
  if (!environment.isTelegram) return [...socials]
  const hidden = HIDDEN_IN_TELEGRAM[environment.os] ?? []
  return socials.filter((social) => !hidden.includes(social))
}
