/** Schemes a deep link from the directory may never use. */
const REFUSED = /^(javascript|data|vbscript|file|blob|about):/i

/**
 * The link that opens a wallet with a WalletConnect URI, from the directory's `mobile_link`, `desktop_link` or
 * `webapp_link`: `https://…/wc?uri=…` for a web link, `scheme://wc?uri=…` for an app scheme. Undefined for a missing
 * link or a refused scheme (javascript:, data:…), so it never reaches the DOM.
 * @example toWalletLink('metamask://', uri) // 'metamask://wc?uri=wc%3A…'
 */
export function toWalletLink(link: string | null | undefined, uri: string): string | undefined {
  const trimmed = link?.trim()
  if (!trimmed || REFUSED.test(trimmed)) return undefined
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(trimmed)) return `${trimmed.replace(/\/+$/, '')}/wc?uri=${encoded}`
  const scheme = /^([a-z][a-z0-9+.-]*):(\/\/)?(.*)$/i.exec(trimmed)
  if (!scheme) return undefined
  const [, name, , rest = ''] = scheme
  return `${name}://${rest.replace(/\/+$/, '')}${rest ? '/' : ''}wc?uri=${encoded}`
}
