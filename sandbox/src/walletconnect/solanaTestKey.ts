import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** DER prefix of a PKCS#8 Ed25519 private key; the 32-byte seed follows. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex')

/** The test wallet's Solana account: an Ed25519 key from a fixed seed. */
export type SolanaTestKey = {
  /** The public key in base58, the Solana address. */
  address: string
  /** Signs bytes; the signature in base58. */
  signMessage(message: Uint8Array): string
  publicKey: KeyObject
}

/**
 * A deterministic Ed25519 key for the sandbox's Solana account (node:crypto, no extra package): the same seed text
 * gives the same address every run. Never a key for real funds.
 * @example createSolanaTestKey('walletkit sandbox').address
 */
export function createSolanaTestKey(seedText: string): SolanaTestKey {
  const seed = createHash('sha256').update(seedText).digest()
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const publicKey = createPublicKey(privateKey)
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  return {
    address: toBase58(raw),
    publicKey,
    signMessage: (message) => toBase58(sign(null, message, privateKey)),
  }
}

/**
 * Base58 (Bitcoin alphabet), as Solana writes keys and signatures.
 * @example toBase58(new Uint8Array([0, 1])) // '12'
 */
export function toBase58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
  let text = ''
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

/**
 * Decodes base58 text (a message the dapp sends to sign).
 * @example fromBase58('12') // Uint8Array [0, 1]
 */
export function fromBase58(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) throw new Error(`Not base58: "${char}"`)
    value = value * 58n + BigInt(digit)
  }
  const hex = value === 0n ? '' : value.toString(16)
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
  const zeros = text.length - text.replace(/^1+/, '').length
  return new Uint8Array([...new Uint8Array(zeros), ...body])
}
