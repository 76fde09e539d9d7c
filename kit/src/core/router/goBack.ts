import { TIMINGS } from '../../config/constants.js'
import { closeModal } from '../modal/closeModal.js'
import { selectActiveAddress } from '../modal/selectActiveAddress.js'
import type { WalletKit } from '../WalletKit.js'
import type { RouteData, View } from './RouterState.js'

/** The name of the Farcaster reload timer in `kit.timers`. */
const FARCASTER_RELOAD_TIMER = 'router.farcasterReload'

/**
 * Goes back one view (spec 2). With one view left, or from an UnsupportedChain flow, the modal closes instead.
 * @example goBack(kit)
 */
export function goBack(kit: WalletKit): void {
  const state = kit.store.getState()
  const { router } = state
  const connected = selectActiveAddress(state) !== undefined

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

/** Spec 2: leaving Farcaster unconnected drops its URL and reloads the login frame 100 ms later. */
function leaveFarcaster(kit: WalletKit): void {
  kit.store.setState((state) => {
    const account = state.accounts[state.activeNamespace]
    if (!account) return {}
    return {
      accounts: { ...state.accounts, [state.activeNamespace]: { ...account, farcasterUrl: undefined } },
    }
  })
  kit.timers.set(
    FARCASTER_RELOAD_TIMER,
    () => {
      const fail = (error: unknown) => kit.logger.error('Failed to reload the login frame', error)
      try {
        const { providers } = kit.auth
        const provider = providers.get(kit.store.getState().activeNamespace) ?? [...providers.values()][0]
        const reloading = provider?.reload()
        if (reloading) reloading.catch(fail)
      } catch (error) {
        fail(error)
      }
    },
    TIMINGS.farcasterReload,
  )
}

function withoutWallet({ wallet: _wallet, ...data }: RouteData): RouteData {
  return data
}
