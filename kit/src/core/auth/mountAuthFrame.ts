import type { WalletKit } from '../WalletKit.js'
import { findAuthConnector, mountWith } from './getAuthConnector.js'

/**
 * Adds the embedded wallet's login frame to the page now (the Connect view does, so the frame is ready when the
 * visitor types), on the namespace's active network. Does nothing without an embedded wallet.
 * @example mountAuthFrame(kit)
 */
export function mountAuthFrame(kit: WalletKit): void {
  const connector = findAuthConnector(kit)
  if (connector) mountWith(kit, connector)
}
