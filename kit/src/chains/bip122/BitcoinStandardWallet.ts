import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** The purposes a bitcoin wallet shares addresses for (sats-connect's `AddressPurpose`). */
export type BitcoinPurpose = 'payment' | 'ordinals'

/** One address a bitcoin wallet shares, as `bitcoin:connect` answers it (sats-connect's shape). */
export type BitcoinAddress = {
  address: string
  /** The address's public key, hex. */
  publicKey: string
  purpose: BitcoinPurpose
  addressType: string
}

/**
 * The Wallet Standard bitcoin features the Bitcoin connector uses, in the shapes sats-connect defines (Xverse, Leather
 * and Phantom expose the same); a wallet may have more.
 */
export type BitcoinStandardFeatures = {
  'bitcoin:connect': {
    connect(input: { purposes: BitcoinPurpose[] }): Promise<{ addresses: readonly BitcoinAddress[] }>
  }
  'bitcoin:signMessage'?: {
    signMessage(input: {
      address: string
      message: string
      protocol?: 'ECDSA' | 'BIP322'
    }): Promise<{ signature: string; messageHash: string; address: string }>
  }
  'bitcoin:sendTransfer'?: {
    sendTransfer(input: { recipients: { address: string; amount: number }[] }): Promise<{ txid: string }>
  }
  'bitcoin:signPsbt'?: {
    signPsbt(input: {
      psbt: string
      signInputs: Record<string, number[]>
      broadcast?: boolean
    }): Promise<{ psbt: string; txid?: string }>
  }
  /** The accounts the wallet grants; `silent` asks for those it still grants without prompting. */
  'standard:connect'?: {
    connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] } | undefined>
  }
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'standard:events'?: {
    on(event: 'change', listener: (properties: Record<string, unknown>) => void): () => void
  }
}

/** A Wallet Standard wallet that can connect on Bitcoin. */
export type BitcoinStandardWallet = Omit<Wallet, 'features'> & { features: BitcoinStandardFeatures }

const hasFunction = (feature: unknown, name: string) =>
  typeof feature === 'object' &&
  feature !== null &&
  typeof (feature as Record<string, unknown>)[name] === 'function'

/**
 * Whether a registered wallet counts as a Bitcoin wallet: it has `bitcoin:connect`. Wallets are other people's code,
 * so the feature is checked for its function.
 * @example getWallets().get().filter(isBitcoinStandardWallet)
 */
export function isBitcoinStandardWallet(wallet: Wallet): wallet is BitcoinStandardWallet {
  const features = wallet.features as Record<string, unknown>
  return hasFunction(features['bitcoin:connect'], 'connect')
}
