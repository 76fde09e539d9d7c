import type { WalletKit } from '../WalletKit.js'
import type { RouteData, View } from './RouterState.js'

/**
 * Shows `view` on top of the history; pushing the view already shown does nothing.
 * @example pushView(kit, 'ConnectingExternal', { connector })
 */
export function pushView(kit: WalletKit, view: View, data?: RouteData): void {
  const { router } = kit.store.getState()
  if (router.view === view) return
  kit.store.setState({
    router: { ...router, view, history: [...router.history, view], data, transition: 'next' },
  })
}
