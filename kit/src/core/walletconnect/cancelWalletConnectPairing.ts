import type { WalletKit } from '../WalletKit.js'

/**
 * Stops offering a WalletConnect pairing (the visitor left the view): the connect under way resolves as declined.
 * @example cancelWalletConnectPairing(kit)
 */
export function cancelWalletConnectPairing(kit: WalletKit): void {
  for (const adapter of kit.adapters.values()) adapter.cancel?.()
}
