import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** The options a sign-and-send passes on (spec 5), as `solana:signAndSendTransaction` takes them. */
export type SolanaSendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: string
  maxRetries?: number
  minContextSlot?: number
}

/**
 * The Wallet Standard features the Solana connector uses, typed as the standard defines them
 * (`@wallet-standard/features`, `@solana/wallet-standard-features`); a wallet may have more.
 */
export type SolanaStandardFeatures = {
  'standard:connect': {
    connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
  }
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'standard:events'?: {
    on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void
  }
  'solana:signMessage'?: {
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
  'solana:signTransaction'?: {
    signTransaction(
      ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
    ): Promise<readonly { signedTransaction: Uint8Array }[]>
  }
  'solana:signAndSendTransaction'?: {
    signAndSendTransaction(
      ...inputs: {
        account: WalletAccount
        transaction: Uint8Array
        chain: string
        options?: SolanaSendOptions
      }[]
    ): Promise<readonly { signature: Uint8Array }[]>
  }
}

/** A Wallet Standard wallet that can connect and sign on Solana. */
export type SolanaStandardWallet = Omit<Wallet, 'features'> & { features: SolanaStandardFeatures }

const SIGNING_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']

const hasFunction = (feature: unknown, name: string) =>
  typeof feature === 'object' &&
  feature !== null &&
  typeof (feature as Record<string, unknown>)[name] === 'function'

/**
 * Whether a registered wallet counts as a Solana wallet: it has `standard:connect`, at least one `solana:` chain and
 * a Solana signing feature. Wallets are other people's code, so each feature is checked for its function.
 * @example getWallets().get().filter(isSolanaStandardWallet)
 */
export function isSolanaStandardWallet(wallet: Wallet): wallet is SolanaStandardWallet {
  const features = wallet.features as Record<string, unknown>
  if (!hasFunction(features['standard:connect'], 'connect')) return false
  if (!Array.isArray(wallet.chains) || !wallet.chains.some((chain) => String(chain).startsWith('solana:')))
    return false
  return SIGNING_FEATURES.some((name) => {
    const method = name.slice('solana:'.length)
    return hasFunction(features[name], method)
  })
}
