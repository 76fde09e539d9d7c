/**
 * Escapes a value for one URL path segment, keeping the colons of CAIP ids (legal in a path, RFC 3986).
 * @example
 * pathSegment('eip155:1:0xabc') // 'eip155:1:0xabc'
 * pathSegment('a/b') // 'a%2Fb'
 */
export function pathSegment(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':')
}
