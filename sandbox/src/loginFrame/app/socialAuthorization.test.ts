import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pkceChallenge } from './pkceChallenge.js'
import { exchangeSocialCode, socialAuthorizationUri } from './socialAuthorization.js'

const FRAME = 'http://127.0.0.1:4100'
const HOST = 'http://127.0.0.1:5173'

let sent: Record<string, unknown>[]
beforeEach(() => {
  const items = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  })
  vi.stubGlobal('window', { location: { origin: FRAME } })
  sent = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      sent.push(JSON.parse(init.body) as Record<string, unknown>)
      return Response.json({ provider: 'google', userName: 'alice' })
    }),
  )
})

/** The provider's callback for a code issued against `uri`'s login. */
const resultFor = (uri: string, code = 'code-1') =>
  `${FRAME}/social.html?provider=google&code=${code}&state=${new URL(uri).searchParams.get('state')}`

describe('socialAuthorizationUri', () => {
  it('carries the state, the returnTo and an S256 code_challenge, never the verifier', async () => {
    const uri = new URL(await socialAuthorizationUri({ provider: 'google', state: 'state-1' }, HOST))
    expect(uri.origin + uri.pathname).toBe(`${FRAME}/social.html`)
    expect(uri.searchParams.get('state')).toBe('state-1')
    expect(uri.searchParams.get('returnTo')).toBe(`${HOST}/`)
    expect(uri.searchParams.get('code_challenge_method')).toBe('S256')
    const challenge = uri.searchParams.get('code_challenge') ?? ''
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    await exchangeSocialCode(resultFor(uri.toString()))
    const verifier = String(sent[0]?.code_verifier)
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/)
    expect(await pkceChallenge(verifier)).toBe(challenge)
    expect(uri.toString()).not.toContain(verifier)
  })

  it('uses a new verifier for each login', async () => {
    const first = new URL(await socialAuthorizationUri({ provider: 'google' }, HOST))
    const second = new URL(await socialAuthorizationUri({ provider: 'google' }, HOST))
    expect(first.searchParams.get('state')).not.toBe(second.searchParams.get('state'))
    expect(first.searchParams.get('code_challenge')).not.toBe(second.searchParams.get('code_challenge'))
  })

  it('refuses a host page that is neither https nor on this machine', async () => {
    await expect(socialAuthorizationUri({ provider: 'google' }, 'http://evil.example')).rejects.toThrow(
      'No returnTo for http://evil.example',
    )
  })
})

describe('exchangeSocialCode', () => {
  it('sends the verifier of its own login once: a replayed result goes without it', async () => {
    const uri = await socialAuthorizationUri({ provider: 'google', state: 'state-1' }, HOST)
    await exchangeSocialCode(resultFor(uri))
    await exchangeSocialCode(resultFor(uri))
    expect(sent[0]).toMatchObject({ code: 'code-1', code_verifier: expect.any(String) })
    expect(sent[1]).toEqual({ code: 'code-1' })
  })

  it('sends no verifier for a code this frame did not ask for (a stolen or planted one)', async () => {
    await socialAuthorizationUri({ provider: 'google', state: 'mine' }, HOST)
    await exchangeSocialCode(`${FRAME}/social.html?provider=google&code=stolen&state=theirs`)
    await exchangeSocialCode(`${FRAME}/social.html?provider=google&code=stolen`)
    expect(sent).toEqual([{ code: 'stolen' }, { code: 'stolen' }])
  })

  it('forgets a verifier after 10 minutes', async () => {
    vi.useFakeTimers()
    try {
      const uri = await socialAuthorizationUri({ provider: 'google', state: 'state-1' }, HOST)
      vi.advanceTimersByTime(10 * 60_000 + 1)
      await exchangeSocialCode(resultFor(uri))
      expect(sent).toEqual([{ code: 'code-1' }])
    } finally {
      vi.useRealTimers()
    }
  })
})
