import type { WalletKit } from '../WalletKit.js'
import type { RouteData, View } from './RouterState.js'

/**
 * Shows `view` with a fresh history of that one view.
 * @example resetView(kit, 'Account')
 */
export function resetView(kit: WalletKit, view: View, data?: RouteData): void {
  kit.store.setState((state) => ({
    router: { ...state.router, view, history: [view], data, transition: 'next' },
  }))
}
