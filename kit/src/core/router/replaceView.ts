import type { WalletKit } from '../WalletKit.js'
import type { RouteData, View } from './RouterState.js'

/**
 * Shows `view` in place of the current one, so back skips the replaced view. Replacing a view with itself does nothing.
 * @example replaceView(kit, 'EmailVerifyOtp')
 */
export function replaceView(kit: WalletKit, view: View, data?: RouteData): void {
  const { router } = kit.store.getState()
  if (router.view === view) return
  kit.store.setState({
    router: { ...router, view, history: [...router.history.slice(0, -1), view], data, transition: 'next' },
  })
}
