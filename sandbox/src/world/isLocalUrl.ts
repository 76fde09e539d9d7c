/** Schemes that never reach a network. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:', 'chrome-extension:'])

/**
 * True when a URL stays on this machine: 127.0.0.1 (any port, http or ws) or a scheme with no network.
 * @example isLocalUrl('http://127.0.0.1:5173/') // true
 */
export function isLocalUrl(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (LOCAL_SCHEMES.has(parsed.protocol)) return true
  return parsed.hostname === '127.0.0.1'
}
