/**
 * The browsing context a wallet link opens in: the page itself, or the top page when the kit runs in a frame (a
 * frame cannot hand a link to an app). Never a new tab: a phone's popup blocker stops a tab opened without a tap.
 * @example <a href={href} target={walletLinkTarget()}>Open</a>
 */
export function walletLinkTarget(): '_self' | '_top' {
  return typeof window !== 'undefined' && window.top !== window.self ? '_top' : '_self'
}

/**
 * Opens a wallet's universal or native link, for the phone to hand to the wallet app; the page stays where it is,
 * so the pairing lives on while the visitor is in the app.
 * @example openWalletLink('lumen://wc?uri=wc%3A…')
 */
export function openWalletLink(href: string): void {
  window.open(href, walletLinkTarget())
}
