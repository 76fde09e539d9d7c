import { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from './encodeBase58.js'

describe('encodeBase58', () => {
  it('writes keys as Solana does, and text as WalletConnect sends a message', () => {
    for (let round = 0; round < 20; round++) {
      const { publicKey } = Keypair.generate()
      expect(encodeBase58(publicKey.toBytes())).toBe(publicKey.toBase58())
    }
    expect(encodeBase58(new TextEncoder().encode('Hello'))).toBe('9Ajdvzr')
    expect(encodeBase58(Uint8Array.of(0, 0, 1))).toBe('112')
    expect(encodeBase58(new Uint8Array())).toBe('')
  })
})
