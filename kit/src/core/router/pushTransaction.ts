import type { WalletKit } from '../WalletKit.js'
import type { RouterTransaction } from './RouterState.js'

/**
 * Starts a navigation transaction (spec 4): `completeTransaction` or `cancelTransaction` ends it.
 * Pushing records the transaction only; the caller shows its view as usual.
 * @example pushTransaction(kit, { view: null, goBack: true, onSuccess, onCancel }); pushView(kit, 'SignMessage')
 */
export function pushTransaction(kit: WalletKit, transaction: RouterTransaction): void {
  kit.store.setState((state) => ({
    router: { ...state.router, transactionStack: [...state.router.transactionStack, transaction] },
  }))
}
