import type { WalletKit } from '../WalletKit.js'

/**
 * Sets the amount to send, as the decimal text the visitor typed.
 * @example setSendAmount(kit, '0.25')
 */
export function setSendAmount(kit: WalletKit, amount: string | undefined): void {
  kit.store.setState((state) => ({ send: { ...state.send, amount } }))
}
