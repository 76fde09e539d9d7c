import { verify } from 'node:crypto'
import { sandboxSolanaAccounts } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { createSolanaTestKey, fromBase58, toBase58 } from './solanaTestKey.js'

const [alice, bob] = sandboxSolanaAccounts

describe('createSolanaTestKey', () => {
  it("gives a sandbox person's own address from their seed", () => {
    expect(createSolanaTestKey(alice?.seed ?? '').address).toBe(alice?.address)
    expect(createSolanaTestKey(bob?.seed ?? '').address).toBe(bob?.address)
    expect(fromBase58(createSolanaTestKey(alice?.seed ?? '').address)).toHaveLength(32)
  })

  it('signs a message with a signature Ed25519 verifies', () => {
    const key = createSolanaTestKey(alice?.seed ?? '')
    const message = new TextEncoder().encode('Sign in to Your app')
    const signature = fromBase58(key.signMessage(message))
    expect(signature).toHaveLength(64)
    expect(verify(null, message, key.publicKey, signature)).toBe(true)
    expect(verify(null, new TextEncoder().encode('other'), key.publicKey, signature)).toBe(false)
  })

  it('refuses a seed that is not 32 bytes', () => {
    expect(() => createSolanaTestKey('abcd')).toThrow('An Ed25519 seed has 32 bytes, not 2')
  })
})

describe('toBase58 and fromBase58', () => {
  it('round-trip bytes, keeping leading zeros', () => {
    const bytes = new Uint8Array([0, 0, 1, 255, 16, 32])
    expect(fromBase58(toBase58(bytes))).toEqual(bytes)
    expect(toBase58(new Uint8Array([0, 1]))).toBe('12')
  })
})
