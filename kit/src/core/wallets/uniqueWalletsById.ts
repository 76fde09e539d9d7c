import type { WalletEntry } from './WalletsState.js'

/**
 * Keeps the first entry of each directory id, in order.
 * @example uniqueWalletsById([...page1, ...page2])
 */
export function uniqueWalletsById(wallets: readonly WalletEntry[]): WalletEntry[] {
  const seen = new Set<string>()
  return wallets.filter((wallet) => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)))
}
