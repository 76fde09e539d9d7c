import type { WalletKit } from '../WalletKit.js'

/**
 * Sets the name the receiver address was resolved from, shown beside it.
 * @example setSendReceiverProfileName(kit, 'alice.eth')
 */
export function setSendReceiverProfileName(kit: WalletKit, receiverProfileName: string | undefined): void {
  kit.store.setState((state) => ({ send: { ...state.send, receiverProfileName } }))
}
