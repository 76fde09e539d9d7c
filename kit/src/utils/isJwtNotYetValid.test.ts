import { describe, expect, it } from 'vitest'
import { isJwtNotYetValid } from './isJwtNotYetValid.js'

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const jwt = (claims: unknown) => `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.signature`

const now = Date.UTC(2026, 0, 1)

describe('isJwtNotYetValid', () => {
  it('is true while the token says not before a moment still to come', () => {
    expect(isJwtNotYetValid(jwt({ sub: 'ada', nbf: now / 1000 + 60 }), now)).toBe(true)
  })

  it('is false once that moment has come, and without nbf', () => {
    expect(isJwtNotYetValid(jwt({ nbf: now / 1000 }), now)).toBe(false)
    expect(isJwtNotYetValid(jwt({ nbf: now / 1000 - 60 }), now)).toBe(false)
    expect(isJwtNotYetValid(jwt({ sub: 'ada' }), now)).toBe(false)
  })

  it('does not judge what is not a JWT with a numeric nbf', () => {
    for (const token of [
      'c3b1f6e2-uuid-token',
      'a.b',
      'a.%%%.c',
      jwt({ nbf: String(now / 1000 + 60) }),
      jwt(null),
      `${encode({})}.${btoa('not json')}.sig`,
    ])
      expect(isJwtNotYetValid(token, now), token).toBe(false)
  })
})
