import { TIMINGS } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'
import { stopFarcasterWait } from './stopFarcasterWait.js'

/** The name of the Farcaster reload timer in `kit.timers`. */
const FARCASTER_RELOAD_TIMER = 'router.farcasterReload'

/**
 * Spec 2: leaving Farcaster unconnected (back, or closing the modal) drops its URL and reloads the login frame 100 ms
 * later, which ends the frame's own wait; the kit stops waiting at once.
 * @example leaveFarcaster(kit)
 */
export function leaveFarcaster(kit: WalletKit): void {
  stopFarcasterWait(kit)
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
