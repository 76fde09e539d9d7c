/** The meta tag through which the frame's server lists the origins allowed to embed the frame. */
export const ALLOWED_ORIGINS_META = 'walletkit-allowed-origins'

/**
 * The origins allowed to embed the frame, from the content of the page's `<meta name="walletkit-allowed-origins">`
 * (space- or comma-separated URLs, written by the frame's server, never by the embedding page); `undefined` when the
 * server configured none.
 * @example readAllowedOrigins(document.querySelector('meta[name="walletkit-allowed-origins"]')?.getAttribute('content'))
 */
export function readAllowedOrigins(content: string | null | undefined): string[] | undefined {
  const origins = (content ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        const url = new URL(entry)
        return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : []
      } catch {
        return []
      }
    })
  return origins.length > 0 ? origins : undefined
}
