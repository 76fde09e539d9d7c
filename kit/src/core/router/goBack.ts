import { leaveFarcaster } from '../auth/leaveFarcaster.js'
import { rejectAuthApproval } from '../auth/rejectAuthApproval.js'
import { closeModal } from '../modal/closeModal.js'
import { selectActiveAddress } from '../modal/selectActiveAddress.js'
import type { WalletKit } from '../WalletKit.js'
import type { RouteData, View } from './RouterState.js'

/**
 * Goes back one view (spec 2). With one view left, or from an UnsupportedChain flow, the modal closes instead. Leaving
 * an embedded-wallet approval declines it (user-rejected); leaving Farcaster unconnected stops its wait.
 * @example goBack(kit)
 */
export function goBack(kit: WalletKit): void {
  const state = kit.store.getState()
  const { router } = state
  const connected = selectActiveAddress(state) !== undefined
  if (router.data?.approval !== undefined && router.data.approval === state.authFlow.approval)
    rejectAuthApproval(kit)

  if (router.history.length > 1 && !router.history.includes('UnsupportedChain')) {
    const history = router.history.slice(0, -1)
    let view = history[history.length - 1] as View
    // As in AppKit: once connected, Connect has nothing to offer, so back lands on Account.
    if (connected && view === 'Connect') {
      view = 'Account'
      history[history.length - 1] = view
    }
    // The wallet picked in the view we leave no longer applies (AppKit clears it too).
    const data = router.data === undefined ? undefined : withoutWallet(router.data)
    kit.store.setState({ router: { ...router, view, history, data, transition: 'prev' } })
  } else {
    closeModal(kit)
  }

  if (router.view === 'ConnectingFarcaster' && !connected) leaveFarcaster(kit)
}

function withoutWallet({ wallet: _wallet, ...data }: RouteData): RouteData {
  return data
}
