// Test support for the Solana adapter: a Wallet Standard wallet signing with the sandbox people's key pairs, the
// legacy `window.solana` shape, and Solana networks. Signing is real ed25519 (node:crypto, web3.js for transactions).
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto'
import { Keypair, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { sandboxSolanaAccounts } from '@walletkit/fixtures'
import { onTestFinished, vi } from 'vitest'
import type { SolanaSendOptions, SolanaStandardFeatures } from '../chains/solana/SolanaStandardWallet.js'
import type { CaipNetwork } from '../config/index.js'
import { encodeBase58 } from '../utils/encodeBase58.js'

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
function signBytes(keypair: Keypair, message: Uint8Array): Uint8Array {
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

export type FakeSolanaWalletMode = 'approve' | 'reject'

/** What the fake wallet was asked, for tests to assert on. */
export type FakeSolanaWalletCall = {
  feature: string
  chain?: string
  options?: SolanaSendOptions
  silent?: boolean
}

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const

const toAccount = (keypair: Keypair): WalletAccount => ({
  address: keypair.publicKey.toBase58(),
  publicKey: keypair.publicKey.toBytes(),
  chains: ['solana:mainnet', 'solana:devnet', 'solana:localnet'],
  features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
})

/** Refuses as Phantom does: an error with code 4001. */
const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

/**
 * Builds a Wallet Standard wallet that signs with the sandbox key pairs (Alice first); `register()` registers it
 * with `getWallets()` until the test ends. `mode` decides what it answers; `granted` whether a silent connect finds
 * the accounts.
 * @example const wallet = createFakeSolanaWallet(); wallet.register()
 */
export function createFakeSolanaWallet({
  name = 'Sandbox Solana',
  chains = ['solana:mainnet', 'solana:devnet'],
} = {}) {
  const state = {
    mode: 'approve' as FakeSolanaWalletMode,
    granted: false,
    keypairs: solanaKeypairs.slice(0, 2),
  }
  const calls: FakeSolanaWalletCall[] = []
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  const approve = async <Result>(call: FakeSolanaWalletCall, answer: () => Result): Promise<Result> => {
    calls.push(call)
    if (state.mode === 'reject') throw rejection()
    return answer()
  }
  const keypairOf = (account: WalletAccount) => {
    const keypair = state.keypairs.find((candidate) => candidate.publicKey.toBase58() === account.address)
    if (!keypair) throw new Error(`Unknown account ${account.address}`)
    return keypair
  }
  const signTransaction = (account: WalletAccount, bytes: Uint8Array) => {
    const transaction = VersionedTransaction.deserialize(bytes)
    transaction.sign([keypairOf(account)])
    return transaction
  }
  const features: SolanaStandardFeatures = {
    'standard:connect': {
      connect: async (input) => {
        calls.push({ feature: 'standard:connect', silent: input?.silent === true })
        if (input?.silent) return { accounts: state.granted ? state.keypairs.map(toAccount) : [] }
        if (state.mode === 'reject') throw rejection()
        state.granted = true
        return { accounts: state.keypairs.map(toAccount) }
      },
    },
    'standard:disconnect': {
      disconnect: async () => {
        calls.push({ feature: 'standard:disconnect' })
        state.granted = false
      },
    },
    'standard:events': {
      on: (_event, listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      signMessage: (...inputs) =>
        approve({ feature: 'solana:signMessage' }, () =>
          inputs.map(({ account, message }) => ({
            signedMessage: message,
            signature: signBytes(keypairOf(account), message),
          })),
        ),
    },
    'solana:signTransaction': {
      signTransaction: (...inputs) =>
        approve({ feature: 'solana:signTransaction', chain: inputs[0]?.chain }, () =>
          inputs.map(({ account, transaction }) => ({
            signedTransaction: signTransaction(account, transaction).serialize(),
          })),
        ),
    },
    'solana:signAndSendTransaction': {
      signAndSendTransaction: (...inputs) =>
        approve(
          { feature: 'solana:signAndSendTransaction', chain: inputs[0]?.chain, options: inputs[0]?.options },
          () =>
            inputs.map(({ account, transaction }) => ({
              signature: signTransaction(account, transaction).signatures[0] as Uint8Array,
            })),
        ),
    },
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: chains as Wallet['chains'],
    features,
    get accounts() {
      return state.granted ? state.keypairs.map(toAccount) : []
    },
  }
  return {
    wallet,
    calls,
    setMode: (mode: FakeSolanaWalletMode) => {
      state.mode = mode
    },
    /** Registers the wallet with the Wallet Standard until the test ends (or until the returned call). */
    register() {
      const unregister = getWallets().register(wallet)
      onTestFinished(unregister)
      return unregister
    },
    /** The visitor picked another account in the wallet (Bob first). */
    switchAccount() {
      state.keypairs = [...state.keypairs].reverse()
      for (const listener of listeners) listener({ accounts: state.keypairs.map(toAccount) })
    },
    /** The visitor disconnected the site from inside the wallet. */
    disconnectFromWallet() {
      state.granted = false
      for (const listener of listeners) listener({ accounts: [] })
    },
  }
}

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
