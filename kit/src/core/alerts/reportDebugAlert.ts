import type { WalletKitError } from '../../errors/WalletKitError.js'
import type { WalletKit } from '../WalletKit.js'

/**
 * Shows a configuration problem as a debug alert (spec 8): only with the `debug` option, and each kind (error class)
 * once, until `resetDebugAlerts` says the problem went away. Returns whether the alert is shown.
 * @example reportDebugAlert(kit, new NetworkNotFoundError()) // true the first time, false after
 */
export function reportDebugAlert(kit: Pick<WalletKit, 'options' | 'store'>, error: WalletKitError): boolean {
  if (!kit.options.debug) return false
  const { debugAlerts } = kit.store.getState()
  if (debugAlerts.reported.includes(error.name)) return false
  const alert = { name: error.name, message: error.message, details: error.details }
  kit.store.setState({
    debugAlerts: { shown: [...debugAlerts.shown, alert], reported: [...debugAlerts.reported, error.name] },
  })
  return true
}
