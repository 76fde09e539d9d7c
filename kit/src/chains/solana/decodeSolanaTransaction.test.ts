import type { Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { solanaKeypairs, unsignedTransfer } from '../../test/solanaTestWorld.js'
import { encodeBase58 } from '../../utils/encodeBase58.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { encodeSolanaTransaction } from './encodeSolanaTransaction.js'
import { readFirstSignature } from './readSolanaTransactionHeader.js'

const transfer = unsignedTransfer((solanaKeypairs[0] as Keypair).publicKey)

describe('decodeSolanaTransaction', () => {
  it.each(['base64', 'base58'] as const)(
    'reads a %s transaction and encodes it back the same way',
    (encoding) => {
      const text = encodeSolanaTransaction(transfer, encoding)
      expect(decodeSolanaTransaction(text)).toEqual({ bytes: transfer, encoding })
    },
  )

  it('tells base58 from base64 by the layout when the text fits both alphabets', () => {
    const text = encodeBase58(transfer)
    expect(/^[A-Za-z0-9]+$/.test(text)).toBe(true)
    expect(decodeSolanaTransaction(text).encoding).toBe('base58')
  })

  it.each(['', 'aGVsbG8=', 'not a transaction', encodeBase58(Uint8Array.of(1, 2, 3))])(
    'refuses %j with "Invalid RPC request"',
    (text) => {
      expect(() => decodeSolanaTransaction(text)).toThrow('Invalid RPC request')
    },
  )

  it("reads the fee payer's signature slot", () => {
    expect(readFirstSignature(transfer)).toEqual(new Uint8Array(64))
    expect(readFirstSignature(Uint8Array.of(0))).toBeUndefined()
  })
})
