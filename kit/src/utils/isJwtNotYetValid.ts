/**
 * Whether a session token is a JWT whose `nbf` (not before, seconds since the epoch) is still in the future: the
 * frame's clock and the page's disagree, or the token was issued for later (spec 8 "Session Expired"). Anything that
 * is not a JWT with a numeric `nbf` is not judged: false.
 * @example isJwtNotYetValid(token, Date.now()) // true while now < nbf
 */
export function isJwtNotYetValid(token: string, now: number): boolean {
  const payload = token.split('.')[1]
  if (token.split('.').length !== 3 || !payload) return false
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))
    const nbf = typeof claims === 'object' && claims !== null ? (claims as { nbf?: unknown }).nbf : undefined
    return typeof nbf === 'number' && Number.isFinite(nbf) && nbf * 1000 > now
  } catch {
    return false
  }
}
