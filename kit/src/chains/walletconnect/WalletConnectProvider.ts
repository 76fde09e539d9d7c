/** The part of a WalletConnect session the kit reads (SessionTypes.Struct of @walletconnect/types). */
export type WalletConnectSession = {
  topic: string
  namespaces: Record<
    string,
    { accounts: string[]; chains?: string[] | undefined; methods: string[]; events: string[] }
  >
  /** The wallet's own metadata: as the wallet sent it (`icons` may be missing); read through `peerOf`. */
  peer: { metadata: { name: string; description?: string; url?: string; icons?: string[] } }
}

/** The part of @walletconnect/universal-provider's UniversalProvider the kit uses. */
export type WalletConnectProvider = {
  session?: WalletConnectSession | undefined
  connect(parameters: {
    optionalNamespaces: Record<string, unknown>
  }): Promise<WalletConnectSession | undefined>
  disconnect(): Promise<void>
  request(request: { method: string; params?: never }, chain?: string | undefined): Promise<unknown>
  setDefaultChain(chain: string): void
  on(event: string, listener: (payload: never) => void): void
}

/** UniversalProvider's static side. */
export type WalletConnectProviderClass = {
  init(options: Record<string, unknown>): Promise<WalletConnectProvider>
}

/**
 * Loads the pinned UniversalProvider on first use, so it stays off the start-up bundle.
 * @example const UniversalProvider = await loadUniversalProvider()
 */
export async function loadUniversalProvider(): Promise<WalletConnectProviderClass> {
  // The named export: in Node ESM the default import is the CommonJS namespace object (stack-facts 4.3).
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  return UniversalProvider as unknown as WalletConnectProviderClass
}
