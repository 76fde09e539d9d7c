import type { WalletKit } from '../WalletKit.js'
import { fetchFeaturedWallets } from './fetchFeaturedWallets.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'
import { loadMoreWallets } from './loadMoreWallets.js'

/**
 * Starts loading what All Wallets shows (spec 4): the featured wallets (when the host names some), the recommended
 * ones and the first page, each only if not loaded yet. Failures are logged; the list shows what arrived.
 * @example loadAllWallets(kit) // on opening All Wallets
 */
export function loadAllWallets(kit: WalletKit): void {
  const { wallets } = kit.store.getState()
  const failed = (what: string) => (error: unknown) =>
    kit.logger.error(`Loading ${what} wallets failed`, error)
  if (wallets.featured.length === 0 && kit.options.featuredWalletIds.length > 0)
    fetchFeaturedWallets(kit).catch(failed('featured'))
  if (wallets.recommended.length === 0) fetchRecommendedWallets(kit).catch(failed('recommended'))
  if (wallets.page === 0) loadMoreWallets(kit)
}
