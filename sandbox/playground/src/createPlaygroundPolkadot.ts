import {
  createMockPolkadotExtension,
  injectMockPolkadotExtension,
  type MockPolkadotExtension,
  type MockPolkadotExtensionConsent,
  sandboxPolkadotAccounts,
  type WalletGrantMemory,
} from '@walletkit/fixtures'

/** The playground's mock Polkadot extension: injected with the wallet, made anew on reset. */
export type PlaygroundPolkadot = {
  /** Puts the extension into `window.injectedWeb3` (once). */
  inject(): void
  /** Takes the extension out, ends it, and injects a fresh one if it was injected. */
  reset(): void
  /** The page's authorization ends (the EVM wallet disconnected): the kit hears no accounts. */
  revoke(): void
}

/**
 * The mock Polkadot extension of the playground (`?namespaces=polkadot`), asking consent through the current EVM mock
 * wallet so the panel lists its requests; the person `?account=` picks comes first.
 * @example const polkadot = createPlaygroundPolkadot({ consent, first: 'Alice', target: window }); polkadot.inject()
 */
export function createPlaygroundPolkadot({
  consent,
  first,
  target,
  memory,
}: {
  consent: MockPolkadotExtensionConsent
  first: string | undefined
  target: object
  /** Where the extension keeps the page's authorization across reloads. */
  memory?: WalletGrantMemory | undefined
}): PlaygroundPolkadot {
  const create = (): MockPolkadotExtension =>
    createMockPolkadotExtension({
      consent,
      memory,
      accounts: [...sandboxPolkadotAccounts].sort(
        (a, b) => Number(b.label === first) - Number(a.label === first),
      ),
    })
  let extension = create()
  let remove: (() => void) | undefined
  return {
    inject() {
      remove ??= injectMockPolkadotExtension(extension, target)
    },
    reset() {
      const injected = remove !== undefined
      remove?.()
      remove = undefined
      extension.destroy()
      extension = create()
      if (injected) remove = injectMockPolkadotExtension(extension, target)
    },
    revoke: () => extension.revoke(),
  }
}
