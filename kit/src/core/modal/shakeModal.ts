import { TIMINGS } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'

/** The name of the shake timer in `kit.timers`. */
const SHAKE_TIMER = 'modal.shake'

/**
 * Shakes the modal for 500 ms (spec 4, 9). A shake asked for while one runs is ignored, as in AppKit,
 * so the modal never shakes longer than 500 ms in a row.
 * @example shakeModal(kit) // after a rejected request
 */
export function shakeModal(kit: WalletKit): void {
  if (kit.store.getState().modal.shake) return
  kit.store.setState((state) => ({ modal: { ...state.modal, shake: true } }))
  kit.timers.set(
    SHAKE_TIMER,
    () => kit.store.setState((state) => ({ modal: { ...state.modal, shake: false } })),
    TIMINGS.shake,
  )
}
