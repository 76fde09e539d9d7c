import type { WalletKit } from '../WalletKit.js'

/**
 * The reset of spec 8's once rule: the named alert kinds (error class names) went away, so their alerts leave the
 * screen and the next failure of that kind shows again.
 * @example resetDebugAlerts(kit, ['NetworkNotFoundError']) // the active network is supported again
 */
export function resetDebugAlerts(kit: Pick<WalletKit, 'store'>, names: readonly string[]): void {
  const { debugAlerts } = kit.store.getState()
  if (!debugAlerts.reported.some((name) => names.includes(name))) return
  kit.store.setState({
    debugAlerts: {
      shown: debugAlerts.shown.filter((alert) => !names.includes(alert.name)),
      reported: debugAlerts.reported.filter((name) => !names.includes(name)),
    },
  })
}
