import type { WalletKit } from '../WalletKit.js'

/**
 * Stops waiting for the Farcaster approval (CONNECT_FARCASTER) when the visitor leaves it: the wait rejects with
 * "Request was aborted" and no login lands later. Nothing happens when none is under way.
 * @example stopFarcasterWait(kit)
 */
export function stopFarcasterWait(kit: WalletKit): void {
  const { farcaster } = kit.store.getState().authFlow
  if (!farcaster) return
  kit.store.setState(({ authFlow }) => ({ authFlow: { ...authFlow, farcaster: undefined } }))
  farcaster.abort()
}
