import type { AuthConnector } from '../../chains/auth/authConnector.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Installs the embedded wallet's connectors (core/auth/installAuthConnector) once their glue has loaded: a dynamic
 * import, so a host with browser wallets only never downloads it. Until then `whenAuthReady` waits for it. Returns
 * the function that stops following, which also stops an install still loading.
 * @example const stop = loadAuthConnectors(kit, connectors.filter(isAuthConnector))
 */
export function loadAuthConnectors(kit: WalletKit, connectors: readonly AuthConnector[]): () => void {
  const installed: { stops: (() => void)[]; stopped: boolean } = { stops: [], stopped: false }
  const loading = import('./installAuthConnector.js').then(
    ({ installAuthConnector }) => {
      if (installed.stopped) return
      installed.stops = connectors.map((connector) => installAuthConnector(kit, connector))
    },
    // getAuthConnector then rejects with "Unable to load email login dependency" (EmailDependencyLoadError).
    (error: unknown) => kit.logger.error('The embedded wallet could not be loaded', error),
  )
  kit.auth.loading.add(loading)
  void loading.then(() => kit.auth.loading.delete(loading))
  return () => {
    installed.stopped = true
    for (const stop of installed.stops) stop()
  }
}
