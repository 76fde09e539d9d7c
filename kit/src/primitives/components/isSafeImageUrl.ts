/**
 * Whether a URL from data may be an image source: http(s), blob, or a data URL of an image (EIP-6963 icons).
 * Anything else (javascript:, a relative path, a data URL of HTML) is refused.
 * @example isSafeImageUrl('data:image/svg+xml;base64,PHN2Zy8+') // true
 */
export function isSafeImageUrl(url: string | null | undefined): url is string {
  if (!url) return false
  if (/^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(url)) return true
  return parseProtocol(url, ['https:', 'http:', 'blob:'])
}

/**
 * Whether a URL from data may be a link the visitor opens: https only.
 * @example isHttpsUrl('https://etherscan.io/address/0xabc') // true
 */
export function isHttpsUrl(url: string | null | undefined): url is string {
  return Boolean(url) && parseProtocol(url as string, ['https:'])
}

function parseProtocol(url: string, allowed: readonly string[]): boolean {
  try {
    return allowed.includes(new URL(url).protocol)
  } catch {
    return false
  }
}
