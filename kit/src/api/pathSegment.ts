import { InvalidPathSegmentError } from '../errors/InvalidPathSegmentError.js'

/**
 * Escapes a value for one URL path segment, keeping the colons of CAIP ids (legal in a path, RFC 3986). `.` and `..`
 * throw `InvalidPathSegmentError`: escaping leaves them as they are and the URL parser would resolve them away.
 * @example
 * pathSegment('eip155:1:0xabc') // 'eip155:1:0xabc'
 * pathSegment('a/b') // 'a%2Fb'
 */
export function pathSegment(value: string): string {
  if (value === '.' || value === '..')
    throw new InvalidPathSegmentError({ details: `"${value}" would leave the path it is meant for` })
  return encodeURIComponent(value).replace(/%3A/gi, ':')
}
