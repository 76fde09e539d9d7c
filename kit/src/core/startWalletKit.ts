import { reconnect } from './connection/reconnect.js'
import { registerAdapter } from './connection/registerAdapter.js'
import type { WalletKit } from './WalletKit.js'
import { loadRecentWallets } from './wallets/loadRecentWallets.js'

/**
 * Brings a kit to life in the browser: follows every adapter it was given (connectors, wallet events), reads the
 * recent wallets, and restores a connection from before a reload without asking the wallet again. Returns the
 * function that stops following the adapters. Call it once the page runs (the React provider does, on mount);
 * `createWalletKit` alone stays free of browser work.
 * @example const stop = startWalletKit(kit)
 */
export function startWalletKit(kit: WalletKit): () => void {
  const unregister = [...kit.adapters.values()].map((adapter) => registerAdapter(kit, adapter))
  loadRecentWallets(kit)
  reconnect(kit).catch((error: unknown) => kit.logger.warn('Could not restore the last connection', error))
  return () => {
    for (const stop of unregister) stop()
  }
}
