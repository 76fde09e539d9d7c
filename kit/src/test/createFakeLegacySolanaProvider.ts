// A legacy injected `window.solana` (Phantom's API before the Wallet Standard) for the Solana adapter's tests.
import type { Keypair, PublicKey, VersionedTransaction } from '@solana/web3.js'
import { encodeBase58 } from '../utils/encodeBase58.js'
import { signBytes, solanaKeypairs } from './solanaTestWorld.js'

/**
 * A legacy injected `window.solana` in Phantom's shape, signing as Alice; `emit` plays its events.
 * @example stubBrowserWindow({ solana: createFakeLegacySolanaProvider().provider })
 */
export function createFakeLegacySolanaProvider() {
  const [keypair] = solanaKeypairs as [Keypair]
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const calls: { method: string; options?: unknown }[] = []
  const provider = {
    isPhantom: true,
    publicKey: null as PublicKey | null,
    async connect(options?: { onlyIfTrusted?: boolean }) {
      calls.push({ method: 'connect', options })
      provider.publicKey = keypair.publicKey
      return { publicKey: keypair.publicKey }
    },
    async disconnect() {
      calls.push({ method: 'disconnect' })
      provider.publicKey = null
    },
    async signMessage(message: Uint8Array) {
      calls.push({ method: 'signMessage' })
      return { signature: signBytes(keypair, message), publicKey: keypair.publicKey }
    },
    async signTransaction(transaction: VersionedTransaction) {
      calls.push({ method: 'signTransaction' })
      transaction.sign([keypair])
      return transaction
    },
    async signAndSendTransaction(transaction: VersionedTransaction, options?: unknown) {
      calls.push({ method: 'signAndSendTransaction', options })
      transaction.sign([keypair])
      return { signature: encodeBase58(transaction.signatures[0] as Uint8Array) }
    },
    on(event: string, listener: (payload: unknown) => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener)
    },
  }
  return {
    provider,
    calls,
    emit(event: 'accountChanged' | 'disconnect', payload?: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
  }
}
