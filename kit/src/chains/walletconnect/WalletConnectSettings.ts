import type { CaipNetwork } from '../../config/index.js'
import type { Timers } from '../../utils/createTimers.js'
import type { WalletConnectProviderClass } from './WalletConnectProvider.js'
import type { WalletConnectState } from './WalletConnectState.js'

/** Options a Core is made with, for `createCore`. */
export type WalletConnectCoreOptions = {
  projectId: string
  relayUrl: string
  customStoragePrefix: string
  telemetryEnabled: boolean
  logger: string
}

export type CreateWalletConnectConnectionParameters = {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] }
  networks: readonly CaipNetwork[]
  /** Off unless the host's analytics feature is on. */
  telemetryEnabled: boolean
  storagePrefix: string
  timers: Timers
  /** Called whenever the pairing on offer or the peer changes (the kit keeps them in its `walletConnect` slice). */
  onStateChange?: ((patch: Partial<WalletConnectState>) => void) | undefined
  /**
   * Makes the WalletConnect Core the provider uses. The sandbox passes one whose Verify client answers locally;
   * left out (the default), the provider makes its own and Verify works as in production.
   */
  createCore?: ((options: WalletConnectCoreOptions) => unknown) | undefined
  /** How long a pairing is offered before a fresh URI replaces it; spec 9's 4 minutes unless given (sandbox). */
  pairingExpiry?: number | undefined
  /** Loads the UniversalProvider class; the pinned package by default, loaded on first use. */
  loadProvider?: (() => Promise<WalletConnectProviderClass>) | undefined
  /** Storage for the provider (Node tests); the browser's by default. */
  storage?: unknown
}
