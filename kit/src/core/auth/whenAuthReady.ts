import type { WalletKit } from '../WalletKit.js'

/**
 * Resolves once the embedded wallet's glue, which `registerAdapter` loads only for a host that has the embedded
 * wallet, is installed (at once without one).
 * @example await whenAuthReady(kit); kit.auth.providers.get('eip155')
 */
export async function whenAuthReady(kit: WalletKit): Promise<void> {
  await Promise.all(kit.auth.loading)
}
