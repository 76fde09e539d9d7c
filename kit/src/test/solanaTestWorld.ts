// Test support for the Solana adapter: the sandbox people's Solana keys, Solana networks, a browser window for node
// tests, transactions to sign. Signing is real ed25519 (node:crypto, web3.js for transactions).
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { sandboxSolanaAccounts } from '@walletkit/fixtures'
import { vi } from 'vitest'
import type { CaipNetwork } from '../config/index.js'

const hexToBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

/** The sandbox people's Solana key pairs (Alice first). */
export const solanaKeypairs = sandboxSolanaAccounts.map((account) =>
  Keypair.fromSeed(hexToBytes(account.seed)),
)
export const [solanaAlice, solanaBob] = sandboxSolanaAccounts.map((account) => account.address) as [
  string,
  string,
]

const solanaNetwork = (id: string, name: string, rpcUrl: string): CaipNetwork => ({
  id,
  caipNetworkId: `solana:${id}`,
  chainNamespace: 'solana',
  name,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [rpcUrl] } },
})
export const solanaMainnet = solanaNetwork(
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'Solana',
  'http://127.0.0.1:9/mainnet',
)
export const solanaDevnet = solanaNetwork(
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'Solana Devnet',
  'http://127.0.0.1:9/devnet',
)
export const solanaLocal = solanaNetwork('localnet', 'Solana Local', 'http://127.0.0.1:9/local')

/**
 * Gives a node test a browser `window` (an event target, as the Wallet Standard needs), with `extra` on it (a legacy
 * `solana` provider); undone when the test ends. web3.js checks `instanceof Uint8Array`, which jsdom's own typed
 * arrays fail, so these tests run in node rather than jsdom.
 * @example stubBrowserWindow({ solana: legacyProvider })
 */
export function stubBrowserWindow(extra: Record<string, unknown> = {}): void {
  vi.stubGlobal('window', Object.assign(new EventTarget(), extra))
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

/**
 * An ed25519 signature of `message` by a key pair (what a Solana wallet's signMessage returns).
 * @example signBytes(solanaKeypairs[0], message)
 */
export function signBytes(keypair: Keypair, message: Uint8Array): Uint8Array {
  const d = base64url(keypair.secretKey.slice(0, 32))
  const x = base64url(keypair.publicKey.toBytes())
  const key = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', d, x }, format: 'jwk' })
  return new Uint8Array(sign(null, message, key))
}

/**
 * Whether `signature` is `publicKey`'s ed25519 signature of `message`.
 * @example verifySignature(message, signature, alicePublicKeyBytes) // true
 */
export function verifySignature(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: base64url(publicKey) }, format: 'jwk' })
  return verify(null, message, key, signature)
}

/**
 * An unsigned transfer from `from` (its fee payer) to Bob, serialized: what a host asks a wallet to sign.
 * @example Buffer.from(unsignedTransfer(solanaKeypairs[0].publicKey)).toString('base64')
 */
export function unsignedTransfer(from: PublicKey, lamports = 1000): Uint8Array {
  const transaction = new Transaction({
    feePayer: from,
    recentBlockhash: new PublicKey(solanaBob).toBase58(),
  })
  transaction.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(solanaBob), lamports }))
  return Uint8Array.from(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
}
