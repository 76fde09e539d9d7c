/** What a browser says about itself that tells a phone or tablet from a desktop. */
export type BrowserTraits = {
  userAgent: string
  /** `navigator.maxTouchPoints`: iPadOS reports a Mac's user agent, but with touch points. */
  maxTouchPoints: number
  /** Whether the primary pointer is coarse (`matchMedia('(pointer: coarse)')`): a finger, not a mouse. */
  coarsePointer: boolean
}

/**
 * Whether the browser runs on a phone or tablet, where a wallet opens through its app link rather than a QR code:
 * an iPhone, iPad or Android agent, any agent with "Mobi", a Mac agent with touch points (iPadOS), or a touch-only
 * device whose agent claims a desktop (a tablet's "desktop site" mode). A touch laptop keeps a fine pointer.
 * @example isMobileBrowser({ userAgent: navigator.userAgent, maxTouchPoints: 5, coarsePointer: true }) // true on a phone
 */
export function isMobileBrowser({ userAgent, maxTouchPoints, coarsePointer }: BrowserTraits): boolean {
  const agent = userAgent.toLowerCase()
  if (/iphone|ipad|ipod|android|mobi/.test(agent)) return true
  if (/macintosh|mac os x/.test(agent) && maxTouchPoints > 1) return true
  return coarsePointer && maxTouchPoints > 0
}
