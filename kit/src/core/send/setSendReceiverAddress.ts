import type { WalletKit } from '../WalletKit.js'

/**
 * Sets the receiver address.
 * @example setSendReceiverAddress(kit, '0x52908400098527886E0F7030069857D2E4169EE7')
 */
export function setSendReceiverAddress(kit: WalletKit, receiverAddress: string | undefined): void {
  kit.store.setState((state) => ({ send: { ...state.send, receiverAddress } }))
}
