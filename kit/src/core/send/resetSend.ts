import type { WalletKit } from '../WalletKit.js'
import { createSendState } from './SendState.js'

/**
 * Empties the send form (spec 4: done on every active network change).
 * @example resetSend(kit)
 */
export function resetSend(kit: WalletKit): void {
  kit.store.setState({ send: createSendState() })
}
