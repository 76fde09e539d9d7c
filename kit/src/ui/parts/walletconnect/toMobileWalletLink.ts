import type { WalletEntry } from '../../../core/wallets/WalletsState.js'
import { isWebUrl } from '../../../utils/isWebUrl.js'
import { toWalletLink } from './toWalletLink.js'

/**
 * The link a phone opens to pair a wallet: a universal link (https, handed to the app by the OS) or a native app
 * scheme; or why there is none: the directory gives no mobile link (`missing`), or only one the kit cannot open
 * (`invalid`: malformed, or a refused scheme such as javascript:), with the text as the directory sent it.
 */
export type MobileWalletLink =
  | { kind: 'universal'; href: string }
  | { kind: 'native'; href: string }
  | { kind: 'none'; reason: 'missing' }
  | { kind: 'none'; reason: 'invalid'; link: string }

/**
 * Builds the link that opens a wallet on a phone with a WalletConnect URI, the universal link preferred: the entry's
 * `link_mode`, or a `mobile_link` that is an https URL, becomes `https://…/wc?uri=…`; a native `mobile_link`
 * (`scheme://`, `scheme:`, with or without a path or trailing slash) becomes `scheme://…/wc?uri=…`. A link that is
 * malformed or uses a refused scheme is never opened: it falls through to the next, else `invalid`.
 * @example toMobileWalletLink({ id, name, mobile_link: 'lumen://' }, uri) // { kind: 'native', href: 'lumen://wc?uri=wc%3A…' }
 */
export function toMobileWalletLink(
  wallet: Pick<WalletEntry, 'mobile_link' | 'link_mode'>,
  uri: string,
): MobileWalletLink {
  const given = [wallet.link_mode, wallet.mobile_link]
    .map((link) => link?.trim())
    .filter((link): link is string => Boolean(link))
  const universal = given.find((link) => isWebUrl(link))
  const universalHref = universal ? opensAsUrl(toWalletLink(universal, uri, 'mobile')) : undefined
  if (universalHref) return { kind: 'universal', href: universalHref }
  const native = wallet.mobile_link?.trim()
  const nativeHref = native && !isWebUrl(native) ? opensAsUrl(toWalletLink(native, uri, 'mobile')) : undefined
  if (nativeHref) return { kind: 'native', href: nativeHref }
  const first = given[0]
  return first === undefined
    ? { kind: 'none', reason: 'missing' }
    : { kind: 'none', reason: 'invalid', link: first }
}

/** The built link, if a browser can parse it as a URL (a scheme with a space or a bad host cannot be opened). */
function opensAsUrl(href: string | undefined): string | undefined {
  if (!href || /\s/.test(href)) return undefined
  try {
    const url = new URL(href)
    return url.protocol === 'http:' || url.protocol === 'https:' ? (url.host ? href : undefined) : href
  } catch {
    return undefined
  }
}
