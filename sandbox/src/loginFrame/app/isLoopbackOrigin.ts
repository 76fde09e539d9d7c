/**
 * Whether `origin` is a page on this machine (http or https on 127.0.0.1 or localhost), where the sandbox runs.
 * @example isLoopbackOrigin('http://127.0.0.1:5173') // true; isLoopbackOrigin('http://127.0.0.1.evil.example') // false
 */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname === '127.0.0.1' || url.hostname === 'localhost') &&
      url.origin === origin
    )
  } catch {
    return false
  }
}
