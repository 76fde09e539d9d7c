// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountFrame, startKit } from '../../test/authTestKit.js'
import type { WalletKit } from '../WalletKit.js'
import { connectSocial } from './connectSocial.js'
import { resumeSocialRedirect } from './resumeSocialRedirect.js'

const FRAME = 'http://127.0.0.1:4545'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  window.history.replaceState(null, '', '/')
})
afterEach(() => {
  vi.useRealTimers()
  window.history.replaceState(null, '', '/')
})

/** A kit whose own resume on start-up (a timer at 0 ms) has already run on the clean page. */
async function startedKit() {
  const started = startKit()
  await vi.advanceTimersByTimeAsync(1)
  return started
}

/** A frame that hands out a provider URI carrying the kit's state, and signs Bob in with any code. */
function socialFrame(kit: WalletKit) {
  return mountFrame(kit, (type, payload) => {
    if (type === 'GET_SOCIAL_REDIRECT_URI') {
      const { provider, state } = payload as { provider: string; state?: string }
      return { uri: `${FRAME}/social.html?provider=${provider}&state=${state ?? 'frame-own'}` }
    }
    if (type === 'CONNECT_SOCIAL') return { userName: 'bob' }
    return undefined
  })
}

/** The page as it comes back from the provider: the result URI in the query. */
function comeBackWith(state: string | undefined) {
  const result = new URL(`${FRAME}/social.html?provider=discord&code=attacker-code`)
  if (state !== undefined) result.searchParams.set('state', state)
  window.history.replaceState(null, '', `/?walletkit_social_result=${encodeURIComponent(result.toString())}`)
}

/** Starts a redirect login (the browser blocked the popup) and answers with the state the kit sent the frame. */
async function startRedirectLogin(kit: WalletKit, frame: Awaited<ReturnType<typeof socialFrame>>) {
  void connectSocial(kit, { provider: 'discord', popup: null })
  await vi.waitFor(() => expect(frame.payloadsOf('GET_SOCIAL_REDIRECT_URI')).toHaveLength(1))
  return (frame.payloadsOf('GET_SOCIAL_REDIRECT_URI')[0] as { state: string }).state
}

describe('resumeSocialRedirect', () => {
  it('does not sign in from a link when no social login was started in this browser', async () => {
    const { kit } = await startedKit()
    const frame = await socialFrame(kit)
    comeBackWith('guessed')
    await expect(resumeSocialRedirect(kit)).rejects.toThrow('The social login could not be verified')
    expect(frame.types()).not.toContain('CONNECT_SOCIAL')
    expect(kit.store.getState().connection.status.eip155).not.toBe('connected')
    expect(window.location.search).toBe('')
  })

  it('sends the frame a fresh random state of 32 bytes before leaving for the provider', async () => {
    const { kit } = await startedKit()
    const frame = await socialFrame(kit)
    const first = await startRedirectLogin(kit, frame)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    void connectSocial(kit, { provider: 'discord', popup: null })
    await vi.waitFor(() => expect(frame.payloadsOf('GET_SOCIAL_REDIRECT_URI')).toHaveLength(2))
    expect((frame.payloadsOf('GET_SOCIAL_REDIRECT_URI')[1] as { state: string }).state).not.toBe(first)
  })

  it('refuses a result without a state, or with another state than the one started here', async () => {
    const { kit } = await startedKit()
    const frame = await socialFrame(kit)
    await startRedirectLogin(kit, frame)
    comeBackWith(undefined)
    await expect(resumeSocialRedirect(kit)).rejects.toThrow('The social login could not be verified')
    await startRedirectLogin(kit, frame)
    comeBackWith('a'.repeat(64))
    await expect(resumeSocialRedirect(kit)).rejects.toThrow('The social login could not be verified')
    expect(frame.types()).not.toContain('CONNECT_SOCIAL')
  })

  it('finishes the login whose state matches, only once', async () => {
    const { kit } = await startedKit()
    const frame = await socialFrame(kit)
    const state = await startRedirectLogin(kit, frame)
    comeBackWith(state)
    expect(await resumeSocialRedirect(kit)).toBe(true)
    expect(frame.payloadsOf('CONNECT_SOCIAL')).toHaveLength(1)
    expect(kit.store.getState().connection.status.eip155).toBe('connected')
    expect(window.location.search).toBe('')
    comeBackWith(state)
    await expect(resumeSocialRedirect(kit)).rejects.toThrow('The social login could not be verified')
    expect(frame.payloadsOf('CONNECT_SOCIAL')).toHaveLength(1)
  })

  it('refuses a state older than 10 minutes', async () => {
    const { kit } = await startedKit()
    const frame = await socialFrame(kit)
    const state = await startRedirectLogin(kit, frame)
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1)
    comeBackWith(state)
    await expect(resumeSocialRedirect(kit)).rejects.toThrow('The social login could not be verified')
    expect(frame.types()).not.toContain('CONNECT_SOCIAL')
  })

  it('does nothing on a page load without a result', async () => {
    const { kit } = await startedKit()
    const frame = await socialFrame(kit)
    expect(await resumeSocialRedirect(kit)).toBe(false)
    expect(frame.types()).not.toContain('CONNECT_SOCIAL')
  })
})
