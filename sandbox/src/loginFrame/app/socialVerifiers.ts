const VERIFIERS = 'walletkit-frame:social-verifiers'
/** How long a started social login keeps its verifier: as long as the provider's code lives. */
const VERIFIER_LIFETIME = 10 * 60_000

type Saved = Record<string, { verifier: string; time: number }>

const readAll = (now: number): Saved => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(VERIFIERS) ?? '{}')
    const saved = parsed && typeof parsed === 'object' ? (parsed as Saved) : {}
    return Object.fromEntries(
      Object.entries(saved).filter(
        ([, entry]) => typeof entry?.verifier === 'string' && now - entry.time <= VERIFIER_LIFETIME,
      ),
    )
  } catch {
    return {}
  }
}

const writeAll = (saved: Saved): void => {
  if (Object.keys(saved).length === 0) localStorage.removeItem(VERIFIERS)
  else localStorage.setItem(VERIFIERS, JSON.stringify(saved))
}

/**
 * Keeps a social login's PKCE code_verifier in the frame's own storage, under the login's `state`, for 10 minutes. It
 * never leaves the frame's origin except to the provider's token endpoint, so a code read by the host page (or anyone
 * else) cannot be exchanged without it.
 * @example saveSocialVerifier(state, createPkceVerifier())
 */
export function saveSocialVerifier(state: string, verifier: string): void {
  const now = Date.now()
  writeAll({ ...readAll(now), [state]: { verifier, time: now } })
}

/**
 * The verifier saved for `state`, removed as it is read (single use); undefined when this frame never started that
 * login or it is older than 10 minutes.
 * @example const verifier = takeSocialVerifier(new URL(resultUri).searchParams.get('state') ?? '')
 */
export function takeSocialVerifier(state: string): string | undefined {
  const saved = readAll(Date.now())
  const entry = Object.hasOwn(saved, state) ? saved[state] : undefined
  delete saved[state]
  writeAll(saved)
  return entry?.verifier
}
