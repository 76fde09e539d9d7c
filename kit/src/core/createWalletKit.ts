// First: zod's JIT off before any schema the kit loads (lazily, after this) is built. See disableZodJit.
import '../config/disableZodJit.js'
import { createStore } from 'zustand/vanilla'
import type { ChainAdapter } from '../chains/ChainAdapter.js'
import { createLogger } from '../chains/port/createLogger.js'
import { createPendingRequests } from '../chains/port/createPendingRequests.js'
import { CACHES } from '../config/constants.js'
import type { SupportedLocale } from '../config/locales.js'
import { parseWalletKitOptions } from '../config/parseWalletKitOptions.js'
import type { WalletKitOptions } from '../config/walletKitOptionsSchema.js'
import { localeLoaders, type MessagesLoader } from '../i18n/localeLoaders.js'
import { createKitStorage, type KitStorage } from '../utils/createKitStorage.js'
import { createTimers } from '../utils/createTimers.js'
import { reportDebugAlert } from './alerts/reportDebugAlert.js'
import { resetDebugAlerts } from './alerts/resetDebugAlerts.js'
import { createKitApi } from './api/createKitApi.js'
import { createTtlCache } from './cache/createTtlCache.js'
import { createWalletKitState } from './createWalletKitState.js'
import { detectEnvironment } from './environment/detectEnvironment.js'
import type { Environment } from './environment/Environment.js'
import { createEventBus } from './events/createEventBus.js'
import type { WalletKit } from './WalletKit.js'

/** What a host (or a test) may inject instead of the browser's own. */
export type WalletKitDependencies = {
  storage?: KitStorage
  /** Overrides what the kit detects (a test's phone, a sandbox's time zone); the rest is read from the browser. */
  environment?: Partial<Environment>
  adapters?: readonly ChainAdapter[]
  /** The fetch every provider-service client uses; defaults to the global one at call time. */
  fetch?: typeof globalThis.fetch
  /** More catalogues, or other messages for a locale, by locale (a test's made-up locale); added to the kit's own. */
  locales?: Partial<Record<SupportedLocale, MessagesLoader>>
}

/**
 * Creates a WalletKit instance. Nothing happens at import; this touches no request and no iframe.
 * Throws `InvalidOptionsError` naming the first invalid option.
 * @example const kit = createWalletKit({ projectId: 'abc', networks: [mainnet] })
 */
export function createWalletKit(
  options: WalletKitOptions = {},
  dependencies: WalletKitDependencies = {},
): WalletKit {
  const resolved = parseWalletKitOptions(options)
  const logger = createLogger({ level: resolved.logLevel })
  const timers = createTimers()
  const events = createEventBus({
    onListenerError: (error) => logger.error('An event listener threw', error),
  })
  const environment = detectEnvironment(dependencies.environment)
  const locales = { ...localeLoaders, ...dependencies.locales }
  const store = createStore(() =>
    createWalletKitState(resolved, {
      languages: environment.languages,
      locales: Object.keys(locales) as SupportedLocale[],
    }),
  )
  const following: WalletKit['following'] = new Map()

  return {
    options: resolved,
    store,
    events,
    logger,
    storage: dependencies.storage ?? createKitStorage({ prefix: resolved.storagePrefix }),
    environment,
    locales,
    timers,
    adapters: new Map((dependencies.adapters ?? []).map((adapter) => [adapter.namespace, adapter])),
    caches: {
      balance: createTtlCache(CACHES.balance),
      nativeBalance: createTtlCache(CACHES.nativeBalance),
      identity: createTtlCache(CACHES.identity),
      name: createTtlCache(CACHES.name),
    },
    auth: { providers: new Map(), loading: new Set() },
    rpc: { pending: createPendingRequests() },
    api: createKitApi({
      options: resolved,
      fetch: dependencies.fetch,
      activeCaipNetworkId: () => {
        const state = store.getState()
        return state.networks[state.activeNamespace]?.caipNetwork?.caipNetworkId
      },
      alerts: {
        report: (error) => reportDebugAlert({ options: resolved, store }, error),
        reset: (names) => resetDebugAlerts({ store }, names),
      },
    }),
    following,
    destroy() {
      for (const [adapter, stop] of [...following]) {
        stop()
        adapter.destroy?.()
      }
      timers.clearAll()
      events.clear()
    },
  }
}
