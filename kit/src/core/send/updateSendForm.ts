import type { WalletKit } from '../WalletKit.js'
import type { SendForm } from './SendState.js'

/**
 * Merges `patch` into the send form; a field given as undefined is cleared, a field left out is kept.
 * @example updateSendForm(kit, { amount: '0.25', receiverAddress: '0x5290…', receiverProfileName: undefined })
 */
export function updateSendForm(kit: WalletKit, patch: Partial<SendForm>): void {
  kit.store.setState((state) => ({ send: { ...state.send, ...patch } }))
}
