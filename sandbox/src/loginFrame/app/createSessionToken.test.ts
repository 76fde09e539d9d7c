import { describe, expect, it } from 'vitest'
import { createSessionToken } from './createSessionToken.js'

const claimsOf = (token: string) => {
  const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')
  return JSON.parse(atob(payload.padEnd(Math.ceil(payload.length / 4) * 4, '='))) as Record<string, unknown>
}

describe('createSessionToken', () => {
  it('issues a JWT for the subject, valid from the moment it names (in seconds), each one different', () => {
    const now = Date.now()
    const later = createSessionToken({ subject: 'email:ada@example.com', notBefore: now + 3_600_000 })
    expect(later.split('.')).toHaveLength(3)
    expect(claimsOf(later)).toMatchObject({
      sub: 'email:ada@example.com',
      nbf: Math.floor(now / 1000) + 3_600,
    })
    expect(createSessionToken({ subject: 'a', notBefore: now })).not.toBe(
      createSessionToken({ subject: 'a', notBefore: now }),
    )
  })
})
