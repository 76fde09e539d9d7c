/** What the kit needs to know about where it runs (injected in tests, detected in browsers). */
export type Environment = {
  /** A phone or tablet browser (spec 2 opening rule 5, spec 5 "Browser Wallet" rule). */
  isMobile: boolean
  /** Inside Telegram's in-app browser (spec 5 Telegram social filter). */
  isTelegram: boolean
  os: 'ios' | 'android' | 'mac' | 'windows' | 'linux' | 'other'
  /** The visitor's IANA time zone ('Europe/Berlin'); the onramp is hidden in restricted ones (spec 6). */
  timeZone?: string | undefined
  /** The visitor's languages, most wanted first (`navigator.languages`); the kit shows the best match of them. */
  languages?: readonly string[] | undefined
}
