/**
 * The cookies of a `Cookie` header (or `document.cookie`) by name, names and values URI-decoded; a pair that does not
 * decode is skipped, an empty or missing header gives an empty map.
 * @example parseCookieHeader('a=1; b=x%20y').get('b') // 'x y'
 */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=')
    if (equals < 1) continue
    try {
      const name = decodeURIComponent(pair.slice(0, equals).trim())
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(pair.slice(equals + 1).trim()))
    } catch {
      // A malformed escape: not one of the kit's cookies.
    }
  }
  return cookies
}
