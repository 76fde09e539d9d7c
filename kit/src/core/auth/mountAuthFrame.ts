import type { WalletKit } from '../WalletKit.js'
import { findAuthConnector, mountWith } from './getAuthConnector.js'
import { whenAuthReady } from './whenAuthReady.js'

/**
 * Adds the embedded wallet's login frame to the page now (the Connect view does, so the frame is ready when the
 * visitor types), on the namespace's active network, once its glue has loaded. Does nothing without an embedded wallet.
 * @example void mountAuthFrame(kit)
 */
export async function mountAuthFrame(kit: WalletKit): Promise<void> {
  await whenAuthReady(kit)
  const connector = findAuthConnector(kit)
  if (connector) mountWith(kit, connector)
}
