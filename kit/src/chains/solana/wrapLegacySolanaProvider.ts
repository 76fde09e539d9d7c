import type { WalletAccount, WalletIcon } from '@wallet-standard/base'
import { decodeBase58 } from '../../utils/decodeBase58.js'
import type { LegacyPublicKey, LegacySolanaProvider } from './LegacySolanaProvider.js'
import type { SolanaStandardFeatures, SolanaStandardWallet } from './SolanaStandardWallet.js'

const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const
/** The standard asks every wallet for an icon; a legacy provider has none (its connector shows no image). */
const NO_ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

const toAccount = (publicKey: LegacyPublicKey): WalletAccount => ({
  address: publicKey.toBase58(),
  publicKey: publicKey.toBytes(),
  chains: CHAINS,
  features: FEATURES,
})

/** Transactions cross a legacy provider as `@solana/web3.js` objects: loaded only when one is signed. */
async function deserialize(bytes: Uint8Array) {
  const { VersionedTransaction } = await import('@solana/web3.js')
  return VersionedTransaction.deserialize(bytes)
}

/**
 * Presents a legacy injected `window.solana` (connect, publicKey, signMessage, signTransaction,
 * signAllTransactions, signAndSendTransaction, accountChanged and disconnect events) as a Wallet Standard wallet,
 * so one connector serves both. Signing a transaction needs `@solana/web3.js` (an optional peer dependency).
 * @example createSolanaStandardConnector(port, toInjectedSolanaConnector('Phantom'), wrapLegacySolanaProvider(provider, 'Phantom'))
 */
export function wrapLegacySolanaProvider(provider: LegacySolanaProvider, name: string): SolanaStandardWallet {
  const accounts = () => (provider.publicKey ? [toAccount(provider.publicKey)] : [])
  const features: SolanaStandardFeatures = {
    'standard:connect': {
      async connect(input) {
        const answer = await provider.connect(input?.silent ? { onlyIfTrusted: true } : undefined)
        const publicKey = answer?.publicKey ?? provider.publicKey
        return { accounts: publicKey ? [toAccount(publicKey)] : [] }
      },
    },
    'standard:disconnect': { disconnect: async () => provider.disconnect?.() },
    'standard:events': { on: (_event, listener) => watchLegacyProvider(provider, listener) },
  }
  const { signMessage, signTransaction, signAllTransactions, signAndSendTransaction } = provider
  if (signMessage)
    features['solana:signMessage'] = {
      signMessage: async (...inputs) =>
        Promise.all(
          inputs.map(async ({ message }) => ({
            signedMessage: message,
            signature: (await signMessage.call(provider, message, 'utf8')).signature,
          })),
        ),
    }
  if (signTransaction)
    features['solana:signTransaction'] = {
      async signTransaction(...inputs) {
        const transactions = await Promise.all(inputs.map(({ transaction }) => deserialize(transaction)))
        const signed =
          transactions.length > 1 && signAllTransactions
            ? await signAllTransactions.call(provider, transactions)
            : await Promise.all(
                transactions.map((transaction) => signTransaction.call(provider, transaction)),
              )
        return signed.map((transaction) => ({ signedTransaction: transaction.serialize() }))
      },
    }
  if (signAndSendTransaction)
    features['solana:signAndSendTransaction'] = {
      signAndSendTransaction: async (...inputs) =>
        Promise.all(
          inputs.map(async ({ transaction, options }) => {
            const sent = await signAndSendTransaction.call(provider, await deserialize(transaction), options)
            return { signature: decodeBase58(sent.signature) ?? new Uint8Array() }
          }),
        ),
    }
  return {
    version: '1.0.0',
    name,
    icon: NO_ICON,
    chains: CHAINS,
    features,
    get accounts() {
      return accounts()
    },
  }
}

/** Turns the provider's accountChanged and disconnect events into `standard:events` changes. */
function watchLegacyProvider(
  provider: LegacySolanaProvider,
  listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
): () => void {
  const onAccount = (publicKey: LegacyPublicKey | null) => {
    if (publicKey) {
      listener({ accounts: [toAccount(publicKey)] })
      return
    }
    // Phantom sends null for an account this site was never granted: ask again silently, else it is over.
    provider.connect({ onlyIfTrusted: true }).then(
      (answer) => {
        const again = answer?.publicKey ?? provider.publicKey
        listener({ accounts: again ? [toAccount(again)] : [] })
      },
      () => listener({ accounts: [] }),
    )
  }
  const onDisconnect = () => listener({ accounts: [] })
  provider.on?.('accountChanged', onAccount as (payload: never) => void)
  provider.on?.('disconnect', onDisconnect)
  return () => {
    provider.removeListener?.('accountChanged', onAccount as (payload: never) => void)
    provider.removeListener?.('disconnect', onDisconnect)
  }
}
