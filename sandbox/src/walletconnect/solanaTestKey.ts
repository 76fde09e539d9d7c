import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** DER prefix of a PKCS#8 Ed25519 private key; the 32-byte seed follows. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex')

/** An Ed25519 key of the test wallet (its Solana and Polkadot accounts). */
export type SolanaTestKey = {
  /** The public key in base58, the Solana address. */
  address: string
  /** The 32 raw bytes of the public key. */
  publicKeyBytes: Uint8Array
  /** Signs bytes; the signature in base58. */
  signMessage(message: Uint8Array): string
  /** Signs bytes; the 64 raw bytes of the signature. */
  sign(message: Uint8Array): Uint8Array
  publicKey: KeyObject
}

/**
 * The Ed25519 key of a 32-byte seed (node:crypto, no extra package), such as a sandbox person's
 * (`sandboxSolanaAccounts[0].seed`, hex): the same seed gives the same address every run. Never a key for real funds.
 * @example createSolanaTestKey(sandboxSolanaAccounts[0].seed).address // 'DvKY…Fgsq'
 */
export function createSolanaTestKey(seed: string | Uint8Array): SolanaTestKey {
  const bytes = typeof seed === 'string' ? Buffer.from(seed.replace(/^0x/, ''), 'hex') : Buffer.from(seed)
  if (bytes.length !== 32) throw new Error(`An Ed25519 seed has 32 bytes, not ${bytes.length}`)
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, bytes]),
    format: 'der',
    type: 'pkcs8',
  })
  const publicKey = createPublicKey(privateKey)
  const raw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32))
  const signBytes = (message: Uint8Array) => new Uint8Array(sign(null, message, privateKey))
  return {
    address: toBase58(raw),
    publicKeyBytes: raw,
    publicKey,
    sign: signBytes,
    signMessage: (message) => toBase58(signBytes(message)),
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
