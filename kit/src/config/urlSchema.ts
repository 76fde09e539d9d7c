import * as v from 'valibot'

const SCHEMES = {
  http: { prefix: /^https?:\/\//i, expected: 'an http(s) URL' },
  ws: { prefix: /^wss?:\/\//i, expected: 'a ws(s) URL' },
}

/**
 * A URL option on http(s) or ws(s), with `//` after the scheme (`javascript:…`, `/api` and `http:host` are refused).
 * Surrounding whitespace is trimmed, and tabs and newlines dropped, as a URL parser drops them.
 * @example urlSchema('ws') // accepts 'wss://relay.walletconnect.org'; 'https://…' gets the issue 'a ws(s) URL'
 */
export function urlSchema(scheme: keyof typeof SCHEMES) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => SCHEMES[scheme].prefix.test(value) && parses(value), SCHEMES[scheme].expected),
    v.transform((value) => value.replace(/[\t\n\r]/g, '')),
  )
}

function parses(value: string): boolean {
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}
