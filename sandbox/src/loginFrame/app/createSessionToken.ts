/** base64url of a JSON value, as a JWT's parts are written. */
const part = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/**
 * The sandbox frame's session token: an unsigned JWT (the kit reads only its `nbf`), valid from `notBefore`
 * (milliseconds since the epoch), so the `session-not-yet-valid` scenario can issue one for later.
 * @example createSessionToken({ subject: 'email:ada@example.com', notBefore: Date.now() })
 */
export function createSessionToken({ subject, notBefore }: { subject: string; notBefore: number }): string {
  const now = Math.floor(Date.now() / 1000)
  const claims = { sub: subject, iat: now, nbf: Math.floor(notBefore / 1000), jti: crypto.randomUUID() }
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`
}
