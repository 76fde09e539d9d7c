/** A public key as a legacy provider hands it out (a `@solana/web3.js` PublicKey). */
export type LegacyPublicKey = { toBase58(): string; toBytes(): Uint8Array }

/** A transaction object as a legacy provider takes and returns it (a `@solana/web3.js` VersionedTransaction). */
type LegacyTransaction = { serialize(): Uint8Array }

/**
 * The part of a legacy injected `window.solana` (Phantom's API before the Wallet Standard) the kit uses. Wallets
 * differ in the rest; every method but `connect` is optional.
 */
export type LegacySolanaProvider = {
  isPhantom?: boolean
  isSolflare?: boolean
  isBackpack?: boolean
  publicKey?: LegacyPublicKey | null
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey?: LegacyPublicKey | null } | undefined>
  disconnect?(): Promise<void>
  signMessage?(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<{ signature: Uint8Array }>
  signTransaction?(transaction: LegacyTransaction): Promise<LegacyTransaction>
  signAllTransactions?(transactions: LegacyTransaction[]): Promise<LegacyTransaction[]>
  signAndSendTransaction?(
    transaction: LegacyTransaction,
    options?: Record<string, unknown>,
  ): Promise<{ signature: string }>
  on?(event: 'accountChanged' | 'disconnect', listener: (payload: never) => void): unknown
  removeListener?(event: 'accountChanged' | 'disconnect', listener: (payload: never) => void): unknown
}

/**
 * Whether a value looks like a legacy injected Solana provider (an object with a `connect` function).
 * @example if (isLegacySolanaProvider(window.solana)) ...
 */
export function isLegacySolanaProvider(value: unknown): value is LegacySolanaProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { connect?: unknown }).connect === 'function'
  )
}

/**
 * The name a legacy provider gives itself through its flags, if any.
 * @example legacySolanaProviderName(window.solana) // 'Phantom'
 */
export function legacySolanaProviderName(provider: LegacySolanaProvider): string | undefined {
  if (provider.isPhantom) return 'Phantom'
  if (provider.isSolflare) return 'Solflare'
  if (provider.isBackpack) return 'Backpack'
  return undefined
}
