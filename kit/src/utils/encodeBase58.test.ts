import { Keypair } from '@solana/web3.js'
import { sandboxSolanaAccounts } from '@walletkit/fixtures'
import { describe, expect, it } from 'vitest'
import { decodeBase58 } from './decodeBase58.js'
import { encodeBase58 } from './encodeBase58.js'

const hexToBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

describe('encodeBase58 and decodeBase58', () => {
  it("encode a public key as Solana's address", () => {
    for (const account of sandboxSolanaAccounts) {
      const keypair = Keypair.fromSeed(hexToBytes(account.seed))
      expect(encodeBase58(keypair.publicKey.toBytes())).toBe(account.address)
      expect(decodeBase58(account.address)).toEqual(keypair.publicKey.toBytes())
    }
  })

  it('keep leading zero bytes as leading 1s', () => {
    expect(encodeBase58(new Uint8Array(32))).toBe('1'.repeat(32))
    expect(encodeBase58(Uint8Array.from([0, 0, 1]))).toBe('112')
    expect(decodeBase58('112')).toEqual(Uint8Array.from([0, 0, 1]))
    expect(encodeBase58(new Uint8Array())).toBe('')
  })

  it('round-trip arbitrary bytes', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, index) => (index * 37 + 11) % 256)
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
  })

  it.each(['', '0abc', 'O', 'Il', 'hello world', 'a+b'])('refuse %j', (text) => {
    expect(decodeBase58(text)).toBeUndefined()
  })
})
