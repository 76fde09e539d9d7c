import { closeModal } from '../modal/closeModal.js'
import type { WalletKit } from '../WalletKit.js'
import { goBack } from './goBack.js'
import { popTransaction } from './popTransaction.js'
import type { View } from './RouterState.js'
import { resetView } from './resetView.js'

/**
 * Ends the innermost navigation transaction successfully (spec 4): goes back, leaves the SIWE flow or resets
 * to the transaction's view, then calls its onSuccess. Without a pending transaction it does nothing.
 * @example completeTransaction(kit) // after the wallet signed
 */
export function completeTransaction(kit: WalletKit): void {
  const transaction = popTransaction(kit)
  if (!transaction) return
  if (transaction.goBack) goBack(kit)
  else if (transaction.replace) leaveSiwe(kit)
  else if (transaction.view) resetView(kit, transaction.view)
  transaction.onSuccess?.()
}

/** Back to the view before ConnectingSiwe; when the flow began the history, the modal closes (as in AppKit). */
function leaveSiwe(kit: WalletKit): void {
  const { router } = kit.store.getState()
  const index = router.history.indexOf('ConnectingSiwe')
  if (index < 1) {
    closeModal(kit)
    return
  }
  const history = router.history.slice(0, index)
  const view = history[history.length - 1] as View
  kit.store.setState({ router: { ...router, view, history, data: undefined, transition: 'prev' } })
}
