import { frameApi } from './frameApi.js'
import { isLoopbackOrigin } from './isLoopbackOrigin.js'
import { createPkceVerifier, pkceChallenge } from './pkceChallenge.js'
import { saveSocialVerifier, takeSocialVerifier } from './socialVerifiers.js'

/**
 * The provider's authorization URI for GET_SOCIAL_REDIRECT_URI: the login's `state` (the kit's, or a fresh one), where a
 * redirect login returns, and PKCE (RFC 7636, S256): a fresh code_verifier stays in the frame's storage under that
 * state, only its SHA-256 (`code_challenge`) goes into the URI.
 * @example const uri = await socialAuthorizationUri({ provider: 'google', state }, 'http://127.0.0.1:5173')
 */
export async function socialAuthorizationUri(
  { provider, state = crypto.randomUUID() }: { provider: string; state?: string | undefined },
  parentOrigin: string,
): Promise<string> {
  const returnTo = socialReturnTo(parentOrigin)
  const verifier = createPkceVerifier()
  const uri = new URL('/social.html', window.location.origin)
  uri.searchParams.set('provider', provider)
  uri.searchParams.set('state', state)
  uri.searchParams.set('returnTo', returnTo)
  uri.searchParams.set('code_challenge', await pkceChallenge(verifier))
  uri.searchParams.set('code_challenge_method', 'S256')
  saveSocialVerifier(state, verifier)
  return uri.toString()
}

/**
 * CONNECT_SOCIAL's exchange: the code of the provider's result URI, sent to the token endpoint with the verifier this
 * frame saved for the URI's state (taken once). A code this frame did not ask for has no verifier here, and the
 * provider refuses it; its error is what the kit shows.
 * @example const { provider, userName } = await exchangeSocialCode(resultUri)
 */
export async function exchangeSocialCode(resultUri: string): Promise<{ provider: string; userName: string }> {
  const params = new URL(resultUri).searchParams
  const verifier = takeSocialVerifier(params.get('state') ?? '')
  return frameApi<{ provider: string; userName: string }>('social/token', {
    code: params.get('code') ?? '',
    ...(verifier ? { code_verifier: verifier } : {}),
  })
}

/**
 * Where a redirect login returns: the embedding page's origin only, and only over https (or http on this machine), so
 * the login's code never travels in the clear or to another site.
 */
function socialReturnTo(parentOrigin: string): string {
  const secure = (() => {
    try {
      const url = new URL(parentOrigin)
      return url.protocol === 'https:' && url.origin === parentOrigin
    } catch {
      return false
    }
  })()
  if (!secure && !isLoopbackOrigin(parentOrigin))
    throw new Error(
      `No returnTo for ${parentOrigin}: the page must be served over https (or from 127.0.0.1 / localhost)`,
    )
  return `${parentOrigin}/`
}
