import type { Environment } from './Environment.js'
import { isMobileBrowser } from './isMobileBrowser.js'

/**
 * Reads the environment from `navigator`; on the server it reports a desktop 'other'.
 * @example detectEnvironment().isMobile
 */
export function detectEnvironment(): Environment {
  if (typeof navigator === 'undefined' || typeof window === 'undefined')
    return { isMobile: false, isTelegram: false, os: 'other' }
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
  return {
    isMobile: isMobileBrowser({
      userAgent: agent,
      maxTouchPoints: navigator.maxTouchPoints,
      coarsePointer: window.matchMedia?.('(pointer: coarse)').matches === true,
    }),
    isTelegram: isTelegram(agent),
    os,
    // The IANA zone, for the onramp's restricted zones (spec 6); Intl is in every browser the kit supports.
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    languages: navigator.languages?.length ? navigator.languages : [navigator.language],
  }
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
