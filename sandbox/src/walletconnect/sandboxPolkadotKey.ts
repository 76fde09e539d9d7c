import { sandboxPolkadotAccounts } from '@walletkit/fixtures'
import { createSolanaTestKey, type SolanaTestKey } from './solanaTestKey.js'

/** A sandbox person's Polkadot account in the test wallet: an Ed25519 key and its SS58 address. */
export type SandboxPolkadotKey = {
  /** The SS58 address (generic Substrate prefix 42). */
  address: string
  key: SolanaTestKey
}

/**
 * The Polkadot key of a sandbox person (`sandboxPolkadotAccounts`, the same the sandbox's Polkadot mock extension
 * signs with), as an Ed25519 key the test wallet signs with; Alice's for an unknown label. Never for real funds.
 * @example createSandboxPolkadotKey('Alice').address // '5DUs…zZW2'
 */
export function createSandboxPolkadotKey(label: string): SandboxPolkadotKey {
  const account =
    sandboxPolkadotAccounts.find((person) => person.label === label) ??
    (sandboxPolkadotAccounts[0] as (typeof sandboxPolkadotAccounts)[number])
  return { address: account.address, key: createSolanaTestKey(Buffer.from(account.seed, 'hex')) }
}
