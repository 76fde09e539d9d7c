// The fake social provider: the kit's popup lands here (GET_SOCIAL_REDIRECT_URI), the visitor continues, and the page
// posts the result URI to the window that opened it, as a real provider's last redirect does. It issues a code only for
// a PKCE S256 code_challenge, and shows its refusal otherwise.
const SOCIAL_RESULT_MESSAGE = 'walletkit:social-result'
const params = new URLSearchParams(window.location.search)
const provider = params.get('provider') ?? 'google'
const names: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}
const title = document.getElementById('title')
if (title) title.textContent = `Sign in with ${names[provider] ?? provider}`
document.title = `Sign in with ${names[provider] ?? provider} (sandbox)`

document.getElementById('form')?.addEventListener('submit', async (event) => {
  event.preventDefault()
  const userName = (document.getElementById('userName') as HTMLInputElement).value.trim() || 'alice'
  const response = await fetch('/api/social/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // PKCE (RFC 7636 4.4): the provider keeps the challenge with the code it issues; the token exchange needs its verifier.
    body: JSON.stringify({
      provider,
      userName,
      code_challenge: params.get('code_challenge') ?? '',
      code_challenge_method: params.get('code_challenge_method') ?? '',
    }),
  })
  const { code, error } = (await response.json().catch(() => ({}))) as { code?: string; error?: string }
  if (!response.ok || !code) {
    const alert = document.getElementById('error')
    if (alert) {
      alert.textContent = error ?? `The provider answered HTTP ${response.status}`
      alert.hidden = false
    }
    return
  }
  // The OAuth callback (RFC 6749 4.1.2): the code, and the state the login started with, unchanged, for the kit to check.
  const result = new URL('/social.html', window.location.origin)
  result.searchParams.set('provider', provider)
  result.searchParams.set('code', code)
  result.searchParams.set('state', params.get('state') ?? '')
  const resultUri = result.toString()
  if (window.opener) {
    ;(window.opener as Window).postMessage({ type: SOCIAL_RESULT_MESSAGE, resultUri }, '*')
    return
  }
  // The redirect fallback: the page itself came here; send it back with the result.
  const back = params.get('returnTo')
  if (back)
    window.location.assign(
      `${back}${back.includes('?') ? '&' : '?'}walletkit_social_result=${encodeURIComponent(resultUri)}`,
    )
})
