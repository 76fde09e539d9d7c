import type { WalletKit } from '../WalletKit.js'

/**
 * Records whether the visitor ticked the legal checkbox of Connect (`features.legalCheckbox`); until they do, no
 * connect method can be started.
 * @example setLegalAccepted(kit, true) // the checkbox was ticked
 */
export function setLegalAccepted(kit: WalletKit, accepted: boolean): void {
  kit.store.setState((state) => ({ modal: { ...state.modal, legalAccepted: accepted } }))
}
