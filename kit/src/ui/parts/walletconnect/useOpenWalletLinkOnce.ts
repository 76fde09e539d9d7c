import { useEffect, useRef } from 'react'
import { openWalletLink } from './openWalletLink.js'
import type { MobileWalletLink } from './toMobileWalletLink.js'

/**
 * Opens the wallet's link once per choice, as soon as there is one: a renewed URI, the page coming back into view
 * (visibilitychange, focus) or a StrictMode remount never open it again; the visitor can, with the view's button.
 * This is what keeps a phone out of the deep-link loops and app-store redirects AppKit's users report.
 * @example useOpenWalletLinkOnce(attempt.status === 'waiting' ? link : undefined)
 */
export function useOpenWalletLinkOnce(link: MobileWalletLink | undefined): void {
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current || !link || link.kind === 'none') return
    opened.current = true
    openWalletLink(link.href)
  }, [link])
}
