import { verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSolanaTestKey, fromBase58, toBase58 } from './solanaTestKey.js'

describe('createSolanaTestKey', () => {
  it('gives the same 32-byte address for the same seed, and another for another seed', () => {
    const key = createSolanaTestKey('walletkit sandbox')
    expect(key.address).toBe(createSolanaTestKey('walletkit sandbox').address)
    expect(key.address).not.toBe(createSolanaTestKey('other').address)
    expect(key.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(fromBase58(key.address)).toHaveLength(32)
  })

  it('signs a message with a signature Ed25519 verifies', () => {
    const key = createSolanaTestKey('walletkit sandbox')
    const message = new TextEncoder().encode('Sign in to Your app')
    const signature = fromBase58(key.signMessage(message))
    expect(signature).toHaveLength(64)
    expect(verify(null, message, key.publicKey, signature)).toBe(true)
  })
})

describe('toBase58 and fromBase58', () => {
  it('round-trip bytes, keeping leading zeros', () => {
    const bytes = new Uint8Array([0, 0, 1, 255, 16, 32])
    expect(fromBase58(toBase58(bytes))).toEqual(bytes)
    expect(toBase58(new Uint8Array([0, 1]))).toBe('12')
  })
})
