import { leaveFarcaster } from '../auth/leaveFarcaster.js'
import { rejectAuthApproval } from '../auth/rejectAuthApproval.js'
import { resetView } from '../router/resetView.js'
import type { WalletKit } from '../WalletKit.js'
import { selectActiveAddress } from './selectActiveAddress.js'

/**
 * Closes the modal and sends MODAL_CLOSE if it was open. Embedded, it returns to Account or Connect instead (spec 2).
 * Whatever waited for the visitor ends: an embedded-wallet approval is declined (user-rejected), and an unconnected
 * Farcaster login stops waiting as leaving it does.
 * @example closeModal(kit)
 */
export function closeModal(kit: WalletKit): void {
  rejectAuthApproval(kit)
  const state = kit.store.getState()
  const connected = selectActiveAddress(state) !== undefined
  if (state.router.view === 'ConnectingFarcaster' && !connected) leaveFarcaster(kit)
  if (state.router.embedded) {
    // An inline modal has nothing to close: it starts over where a visitor expects it (spec 2).
    resetView(kit, connected ? 'Account' : 'Connect')
    return
  }
  kit.store.setState({ modal: { ...state.modal, open: false, loading: {} } })
  if (state.modal.open) kit.events.emit({ type: 'track', event: 'MODAL_CLOSE', properties: { connected } })
}
