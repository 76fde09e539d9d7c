import type { WalletKit } from '../WalletKit.js'

/**
 * Takes the debug alert on screen (the last one) away; its kind stays shown-once, so it does not come back until
 * `resetDebugAlerts` resets it.
 * @example dismissDebugAlert(kit) // the alert's close button
 */
export function dismissDebugAlert(kit: Pick<WalletKit, 'store'>): void {
  kit.store.setState((state) => ({
    debugAlerts: { ...state.debugAlerts, shown: state.debugAlerts.shown.slice(0, -1) },
  }))
}
