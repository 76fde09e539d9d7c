import type { WalletKit } from '../WalletKit.js'

/**
 * Declines the embedded-wallet request waiting in the approval view (user-rejected), as leaving the view does: close,
 * Escape, the backdrop or Back. Nothing happens when none is waiting.
 * @example rejectAuthApproval(kit)
 */
export function rejectAuthApproval(kit: WalletKit): void {
  kit.store.getState().authFlow.approval?.reject()
}
