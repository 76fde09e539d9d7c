import type { WalletKit } from '../WalletKit.js'
import type { SendStep } from './SendState.js'

/**
 * Moves the send flow to `step`, keeping the form: 'form' shows the form again (Edit on the preview, and every
 * visit to Send starts there).
 * @example setSendStep(kit, 'form')
 */
export function setSendStep(kit: WalletKit, step: SendStep): void {
  kit.store.setState((state) => ({ send: { ...state.send, step } }))
}
