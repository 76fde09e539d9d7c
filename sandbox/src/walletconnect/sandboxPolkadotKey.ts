import { createHash } from 'node:crypto'
import { createSolanaTestKey, type SolanaTestKey, toBase58 } from './solanaTestKey.js'

/** The SS58 prefix of the sandbox's Polkadot addresses: 42, generic Substrate. */
const SS58_PREFIX = 42

/** A sandbox person's Polkadot account in the test wallet: an Ed25519 key and its SS58 address. */
export type SandboxPolkadotKey = {
  /** The SS58 address (prefix 42). */
  address: string
  key: SolanaTestKey
}

/**
 * The Polkadot key of a sandbox person, the same as the sandbox's Polkadot mock extension derives: an Ed25519 key
 * from the seed sha256("walletkit sandbox polkadot <label>"), its address SS58 with prefix 42. Never for real funds.
 * @example createSandboxPolkadotKey('Alice').address // '5…'
 */
export function createSandboxPolkadotKey(label: string): SandboxPolkadotKey {
  const seed = createHash('sha256').update(`walletkit sandbox polkadot ${label}`).digest()
  const key = createSolanaTestKey(seed)
  return { address: encodeSs58(key.publicKeyBytes, SS58_PREFIX), key }
}

/**
 * SS58: base58 of the prefix, the 32-byte public key and the first two bytes of
 * blake2b-512("SS58PRE" ‖ prefix ‖ key).
 * @example encodeSs58(publicKey, 42) // '5…'
 */
export function encodeSs58(publicKey: Uint8Array, prefix: number): string {
  if (prefix < 0 || prefix > 63) throw new Error(`SS58 prefix ${prefix} needs more than one byte`)
  const body = Buffer.concat([Buffer.from([prefix]), Buffer.from(publicKey)])
  const checksum = createHash('blake2b512')
    .update(Buffer.concat([Buffer.from('SS58PRE'), body]))
    .digest()
    .subarray(0, 2)
  return toBase58(Buffer.concat([body, checksum]))
}
