import type { StoreApi } from 'zustand/vanilla'
import type { AuthProvider } from '../chains/auth/createAuthProvider.js'
import type { ChainAdapter } from '../chains/ChainAdapter.js'
import type { Logger } from '../chains/port/createLogger.js'
import type { PendingRequests } from '../chains/port/createPendingRequests.js'
import type { Namespace, ResolvedWalletKitOptions } from '../config/index.js'
import type { SupportedLocale } from '../config/locales.js'
import type { MessagesLoader } from '../i18n/localeLoaders.js'
import type { KitStorage } from '../utils/createKitStorage.js'
import type { Timers } from '../utils/createTimers.js'
import type { KitApi } from './api/createKitApi.js'
import type { TtlCache } from './cache/createTtlCache.js'
import type { Environment } from './environment/Environment.js'
import type { EventBus } from './events/createEventBus.js'
import type { WalletKitState } from './WalletKitState.js'

/** One WalletKit instance. Actions are plain functions of it: `openModal(kit, { view: 'Networks' })`. */
export type WalletKit = {
  readonly options: ResolvedWalletKitOptions
  readonly store: StoreApi<WalletKitState>
  readonly events: EventBus
  readonly logger: Logger
  readonly storage: KitStorage
  readonly environment: Environment
  readonly timers: Timers
  /** Adapters by namespace, registered by the chain layer or a test. */
  readonly adapters: Map<Namespace, ChainAdapter>
  /** The adapters the kit follows (see `registerAdapter`), each with the function that stops following it. */
  readonly following: Map<ChainAdapter, () => void>
  readonly caches: {
    balance: TtlCache<unknown>
    /** The native balance read over RPC when the API's list has none (spec 9: 30 s). */
    nativeBalance: TtlCache<unknown>
    identity: TtlCache<unknown>
    name: TtlCache<unknown>
  }
  /**
   * The embedded wallet's providers by namespace, installed by `registerAdapter` (core/auth/loadAuthConnectors), and
   * the installs still loading (`whenAuthReady` waits for them).
   */
  readonly auth: { providers: Map<Namespace, AuthProvider>; loading: Set<Promise<void>> }
  /** The catalogue's locales, one loader of messages each (kit/src/i18n/localeLoaders.ts, plus any a test injects). */
  readonly locales: Partial<Record<SupportedLocale, MessagesLoader>>
  /** The provider-service clients: blockchain API, wallet directory, analytics (spec 7). */
  readonly api: KitApi
  /** Wallet requests under way, so a disconnect can abort them (spec 4; safe reads are spared). */
  readonly rpc: { pending: PendingRequests }
  /** Stops every timer, listener and followed adapter of this instance. */
  destroy(): void
}
