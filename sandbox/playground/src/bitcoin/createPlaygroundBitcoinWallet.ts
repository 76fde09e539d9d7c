import {
  type BitcoinLedger,
  createMockBitcoinWallet,
  type MockBitcoinWallet,
  type MockBitcoinWalletConsent,
  registerMockSolanaWallet,
  type WalletGrantMemory,
} from '@walletkit/fixtures'

/** The playground's mock Bitcoin wallet through resets: registered by the Wallet Standard, replaced on reset. */
export type PlaygroundBitcoinWallet = {
  /** Registers the current wallet with the page's Wallet Standard registry (once announced, again after resets). */
  register(target: EventTarget): void
  /** Destroys the wallet and makes a fresh one, registered again when the old one was. */
  reset(): void
  /** The wallet ends the connection from its side (the EVM wallet disconnected). */
  revoke(): void
}

/**
 * The mock Bitcoin wallet of `?namespaces=bip122`: it asks consent through `consent` (the playground's EVM wallet, so
 * the panel lists its requests) and moves satoshis in `ledger`, the one the mock blockchain API reads balances from.
 * @example const bitcoin = createPlaygroundBitcoinWallet({ consent, ledger }); bitcoin.register(window)
 */
export function createPlaygroundBitcoinWallet({
  consent,
  ledger,
  memory,
}: {
  consent: MockBitcoinWalletConsent
  ledger: BitcoinLedger
  /** Where the wallet keeps what it granted the page across reloads. */
  memory?: WalletGrantMemory | undefined
}): PlaygroundBitcoinWallet {
  let wallet: MockBitcoinWallet = createMockBitcoinWallet({ consent, ledger, memory })
  let registered: { target: EventTarget; unregister: () => void } | undefined
  return {
    register(target) {
      registered?.unregister()
      registered = { target, unregister: registerMockSolanaWallet(wallet, target) }
    },
    reset() {
      registered?.unregister()
      wallet.destroy()
      wallet = createMockBitcoinWallet({ consent, ledger, memory })
      if (registered)
        registered = { ...registered, unregister: registerMockSolanaWallet(wallet, registered.target) }
    },
    revoke: () => wallet.revoke(),
  }
}
