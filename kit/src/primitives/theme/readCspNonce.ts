/**
 * The nonce a host's Content Security Policy allows the kit's style elements with, from
 * `<meta property="csp-nonce" nonce="…">` (Vite's `html.cspNonce` convention); undefined without one.
 * Browsers hide a `nonce` attribute's value once a policy applies, so the element's `nonce` property is read first.
 * @example const nonce = readCspNonce(document) // 'r4nd0m' for <meta property="csp-nonce" nonce="r4nd0m">
 */
export function readCspNonce(document: Document): string | undefined {
  const meta = document.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  return meta?.nonce || meta?.getAttribute('nonce') || undefined
}
