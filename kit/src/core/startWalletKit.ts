import { connectAnalytics } from './analytics/connectAnalytics.js'
import { reconnect } from './connection/reconnect.js'
import { registerAdapter } from './connection/registerAdapter.js'
import { loadLocaleMessages } from './locale/loadLocaleMessages.js'
import { followSiweLater } from './siwe/followSiweLater.js'
import type { WalletKit } from './WalletKit.js'
import { loadRecentWallets } from './wallets/loadRecentWallets.js'

/**
 * Brings a kit to life in the browser: follows every adapter it was given (connectors, wallet events), reads the
 * recent wallets, restores a connection from before a reload without asking the wallet again, and sends tracking
 * events to analytics when the feature is on. A kit shown in a language other than English loads its messages, so
 * the buttons switch to it. Analytics asks the project's config (spec 7: off when that fails)
 * at the first tracked event, not at page load. Returns the function that stops all of it. Call it once the page runs (the React provider does, on mount);
 * `createWalletKit` alone stays free of browser work.
 * @example const stop = startWalletKit(kit)
 */
export function startWalletKit(kit: WalletKit): () => void {
  const unregister = [...kit.adapters.values()].map((adapter) => registerAdapter(kit, adapter))
  loadRecentWallets(kit)
  if (kit.store.getState().locale.locale !== 'en')
    loadLocaleMessages(kit).catch((error: unknown) => kit.logger.error('Failed to load the messages', error))
  const stopSiwe = followSiweLater(kit)
  reconnect(kit).catch((error: unknown) => kit.logger.warn('Could not restore the last connection', error))
  let analyticsEnabled: Promise<boolean> | undefined
  const stopAnalytics = connectAnalytics(kit, {
    sendEvent: async (event, context) => {
      analyticsEnabled ??= kit.api.analytics.getAnalyticsConfig()
      if (await analyticsEnabled) await kit.api.analytics.sendEvent(event, context)
    },
  })
  return () => {
    stopSiwe()
    stopAnalytics()
    for (const stop of unregister) stop()
  }
}
