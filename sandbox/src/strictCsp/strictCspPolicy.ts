/** Where {@link strictCspPolicy} asks the browser to report violations (the strict-CSP server collects them). */
export const CSP_REPORT_PATH = '/__csp-report'

/**
 * The strict Content Security Policy the kit is tested under: scripts from the page's own origin only (no inline
 * script, no eval), styles from its origin or carrying the response's nonce, and the sandbox's local services (anvil
 * RPC, the blockchain API stand-ins, the relay, the login frame) on 127.0.0.1.
 * @example response.setHeader('content-security-policy', strictCspPolicy({ nonce }))
 */
export function strictCspPolicy({ nonce }: { nonce: string }): string {
  return [
    "default-src 'self'",
    // 'report-sample' adds the first characters of a refused inline script or style to its report, nothing more.
    "script-src 'self' 'report-sample'",
    `style-src 'self' 'nonce-${nonce}' 'report-sample'`,
    // data: for the wallets' logos; 127.0.0.1 for token images and avatars of the directory stand-in.
    "img-src 'self' data: blob: http://127.0.0.1:*",
    "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
    'frame-src http://127.0.0.1:*',
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ')
}
