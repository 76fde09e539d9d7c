import { describe, expect, it, vi } from 'vitest'
import { createLoginFrameState } from './createLoginFrameState.js'

/** The example of RFC 7636 appendix B: a verifier and its S256 challenge. */
const RFC_7636_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
const RFC_7636_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'

describe('createLoginFrameState', () => {
  it('sends a 6-digit code to the inbox and accepts it once', () => {
    const state = createLoginFrameState()
    const code = state.sendCode('alice@example.com', 'Your login code')
    expect(code).toMatch(/^\d{6}$/)
    expect(state.inbox()).toMatchObject([{ to: 'alice@example.com', kind: 'otp', code }])
    expect(state.checkCode('alice@example.com', code === '000000' ? '000001' : '000000')).toBe('wrong')
    expect(state.checkCode('bob@example.com', code)).toBe('wrong')
    expect(state.checkCode('alice@example.com', code)).toBe('accepted')
    expect(state.checkCode('alice@example.com', code)).toBe('wrong')
  })

  it('burns a code at its 5th wrong attempt; an older code does not work either, a new one does', () => {
    const state = createLoginFrameState()
    const older = state.sendCode('alice@example.com', 'Your login code')
    const code = state.sendCode('alice@example.com', 'Your login code')
    const wrong = [older, code].includes('000000')
      ? [older, code].includes('000001')
        ? '000002'
        : '000001'
      : '000000'
    const answers = Array.from({ length: 5 }, () => state.checkCode('alice@example.com', wrong))
    expect(answers).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'burnt'])
    expect(state.checkCode('alice@example.com', code)).toBe('burnt')
    expect(state.checkCode('alice@example.com', older)).toBe('burnt')
    expect(state.inbox()[0]).toMatchObject({ subject: 'Your login code (burnt after 5 wrong codes)' })
    expect(state.inbox()[0]?.code).toBeUndefined()
    expect(state.checkCode('alice@example.com', state.sendCode('alice@example.com', 'Your login code'))).toBe(
      'accepted',
    )
  })

  it('approves a device from its inbox message', () => {
    const state = createLoginFrameState()
    state.askDeviceApproval('alice@example.com')
    expect(state.isDeviceApproved('alice@example.com')).toBe(false)
    const [message] = state.inbox()
    expect(state.approveDevice(message?.id ?? '')).toBe(true)
    expect(state.isDeviceApproved('alice@example.com')).toBe(true)
  })

  it('redeems a social code once, and only with the PKCE verifier of its S256 challenge', () => {
    const state = createLoginFrameState()
    const code = state.createSocialCode('google', 'alice', RFC_7636_CHALLENGE)
    expect(state.redeemSocialCode(code, RFC_7636_VERIFIER)).toEqual({ provider: 'google', userName: 'alice' })
    expect(state.redeemSocialCode(code, RFC_7636_VERIFIER)).toEqual({ refused: 'unknown-code' })
    const stolen = state.createSocialCode('google', 'mallory', RFC_7636_CHALLENGE)
    expect(state.redeemSocialCode(stolen, '')).toEqual({ refused: 'missing-verifier' })
    // Any attempt uses the code up: the right verifier after a missing one is too late.
    expect(state.redeemSocialCode(stolen, RFC_7636_VERIFIER)).toEqual({ refused: 'unknown-code' })
    const guessed = state.createSocialCode('google', 'mallory', RFC_7636_CHALLENGE)
    expect(state.redeemSocialCode(guessed, `${RFC_7636_VERIFIER.slice(0, -1)}A`)).toEqual({
      refused: 'wrong-verifier',
    })
    // The challenge itself is not the verifier.
    const challengeAsVerifier = state.createSocialCode('google', 'mallory', RFC_7636_CHALLENGE)
    expect(state.redeemSocialCode(challengeAsVerifier, RFC_7636_CHALLENGE)).toEqual({
      refused: 'wrong-verifier',
    })
  })

  it('refuses a social code older than 10 minutes', () => {
    vi.useFakeTimers()
    try {
      const state = createLoginFrameState()
      const code = state.createSocialCode('google', 'alice', RFC_7636_CHALLENGE)
      vi.advanceTimersByTime(10 * 60_000 + 1)
      expect(state.redeemSocialCode(code, RFC_7636_VERIFIER)).toEqual({ refused: 'unknown-code' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('approves a Farcaster channel with a username', () => {
    const state = createLoginFrameState()
    const { channel, url } = state.openFarcaster('http://127.0.0.1:4000')
    expect(url).toBe(`http://127.0.0.1:4000/farcaster.html?channel=${channel}`)
    expect(state.approveFarcaster(channel, 'alice')).toBe(true)
    expect(state.farcaster()).toMatchObject([{ channel, userName: 'alice' }])
  })

  it('forgets everything and returns to the happy path on reset', () => {
    const state = createLoginFrameState()
    state.sendCode('alice@example.com', 'Your login code')
    state.setScenario('frame-timeout')
    state.setSmartAccounts(true)
    state.reset()
    expect(state.inbox()).toEqual([])
    expect(state.scenario()).toBe('none')
    expect(state.smartAccounts()).toBe(false)
  })
})
