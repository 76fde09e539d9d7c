import type { Environment } from './Environment.js'
import { isMobileBrowser } from './isMobileBrowser.js'

/**
 * Reads the environment from `navigator`, with `overrides` (a test's phone, a sandbox's time zone) in place of what
 * they name; on the server it reports a desktop 'other'. The time zone is read when first asked for (by the onramp):
 * a page's first `Intl` call costs tens of milliseconds, which the page load does not pay.
 * @example detectEnvironment().isMobile
 */
export function detectEnvironment(overrides: Partial<Environment> = {}): Environment {
  if (typeof navigator === 'undefined' || typeof window === 'undefined')
    return { isMobile: false, isTelegram: false, os: 'other', ...overrides }
  const agent = navigator.userAgent.toLowerCase()
  const os: Environment['os'] = /iphone|ipad|ipod/.test(agent)
    ? 'ios'
    : /android/.test(agent)
      ? 'android'
      : /macintosh|mac os x/.test(agent)
        ? navigator.maxTouchPoints > 1
          ? 'ios' // iPadOS reports itself as a Mac
          : 'mac'
        : /windows/.test(agent)
          ? 'windows'
          : /linux/.test(agent)
            ? 'linux'
            : 'other'
  const detected: Environment = {
    isMobile: isMobileBrowser({
      userAgent: agent,
      maxTouchPoints: navigator.maxTouchPoints,
      coarsePointer: window.matchMedia?.('(pointer: coarse)').matches === true,
    }),
    isTelegram: isTelegram(agent),
    os,
    // The IANA zone, for the onramp's restricted zones (spec 6); Intl is in every browser the kit supports.
    get timeZone() {
      return Intl.DateTimeFormat().resolvedOptions().timeZone
    },
    languages: navigator.languages?.length ? navigator.languages : [navigator.language],
  }
  // Defined, not assigned: an override of the time zone replaces its getter.
  for (const [name, value] of Object.entries(overrides))
    Object.defineProperty(detected, name, { value, enumerable: true, configurable: true, writable: true })
  return detected
}

/**
 * Telegram's in-app browser announces itself through a bridge object rather than its user agent on iOS
 * (AppKit checks the same three globals); Android's agent says "Telegram-Android".
 */
function isTelegram(agent: string): boolean {
  const globals = window as unknown as Record<string, unknown>
  return (
    Boolean(globals.TelegramWebviewProxy) ||
    Boolean(globals.TelegramWebviewProxyProto) ||
    Boolean(globals.Telegram) ||
    /telegram/.test(agent)
  )
}
