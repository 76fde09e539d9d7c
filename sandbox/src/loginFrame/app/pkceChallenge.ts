/** Bytes of randomness in a code_verifier: 32 bytes give 43 base64url characters (RFC 7636 4.1 asks for 43 to 128). */
const VERIFIER_BYTES = 32

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

/**
 * A fresh PKCE code_verifier (RFC 7636 4.1): 43 base64url characters from `crypto.getRandomValues`.
 * @example const verifier = createPkceVerifier() // 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'-like
 */
export function createPkceVerifier(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(VERIFIER_BYTES)))
}

/**
 * The S256 code_challenge of a verifier (RFC 7636 4.2): BASE64URL(SHA256(ASCII(verifier))), without padding.
 * @example await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk') // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return base64url(new Uint8Array(digest))
}
