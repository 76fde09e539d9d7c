import type { WalletKit } from '../WalletKit.js'
import { fetchNextWalletsPage } from './fetchNextWalletsPage.js'

/**
 * Starts fetching the next page of All Wallets (as the visitor scrolls near the end); a failure is logged.
 * @example loadMoreWallets(kit)
 */
export function loadMoreWallets(kit: WalletKit): void {
  fetchNextWalletsPage(kit).catch((error: unknown) => kit.logger.error('Loading more wallets failed', error))
}
