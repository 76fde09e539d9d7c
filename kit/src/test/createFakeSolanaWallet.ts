// A Wallet Standard wallet for the Solana adapter's tests, signing with the sandbox key pairs.
import type { Keypair } from '@solana/web3.js'
import { VersionedTransaction } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { onTestFinished } from 'vitest'
import type { SolanaSendOptions, SolanaStandardFeatures } from '../chains/solana/SolanaStandardWallet.js'
import { signBytes, solanaKeypairs } from './solanaTestWorld.js'

export type FakeSolanaWalletMode = 'approve' | 'reject' | 'fail'

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
    if (state.mode === 'fail') throw new Error('Transaction simulation failed: Blockhash not found')
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
