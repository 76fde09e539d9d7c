import { isWebUrl } from '../../../utils/isWebUrl.js'

/** Which directory link a wallet link is built from: a native app (`mobile_link`, `desktop_link`) or `webapp_link`. */
export type WalletLinkKind = 'mobile' | 'desktop' | 'webapp'

/**
 * Schemes a native deep link may never use: script and document schemes, local files, and the OS handlers that run
 * programs or search shares (ms-msdt:, search-ms:, any ms-*), and Android's intent: (it names any app and extra).
 */
const REFUSED_APP_SCHEMES =
  /^(javascript|data|vbscript|file|blob|about|filesystem|view-source|jar|intent|search|search-ms|ms-[a-z0-9+.-]*|shell|mhtml|res|smb|ftp|http|https):/i

/**
 * The link that opens a wallet with a WalletConnect URI, from the directory's `mobile_link`, `desktop_link` or
 * `webapp_link`: `https://…/wc?uri=…` for a universal or web link, `scheme://wc?uri=…` for an app scheme. Schemes are
 * allow-listed per kind: a web app is https only; a native link is https (a universal link) or a custom app scheme,
 * never a dangerous one (javascript:, data:, file:, ms-msdt:, search-ms:, intent:…); plain http only on this machine.
 * Undefined for a missing or refused link, so it never reaches the DOM.
 * @example toWalletLink('metamask://', uri, 'mobile') // 'metamask://wc?uri=wc%3A…'
 */
export function toWalletLink(
  link: string | null | undefined,
  uri: string,
  kind: WalletLinkKind,
): string | undefined {
  const trimmed = link?.trim()
  if (!trimmed) return undefined
  const encoded = encodeURIComponent(uri)
  if (isWebUrl(trimmed)) return `${trimmed.replace(/\/+$/, '')}/wc?uri=${encoded}`
  if (kind === 'webapp' || REFUSED_APP_SCHEMES.test(trimmed)) return undefined
  const scheme = /^([a-z][a-z0-9+.-]*):(\/\/)?(.*)$/i.exec(trimmed)
  if (!scheme) return undefined
  const [, name, , rest = ''] = scheme
  return `${name}://${rest.replace(/\/+$/, '')}${rest ? '/' : ''}wc?uri=${encoded}`
}
