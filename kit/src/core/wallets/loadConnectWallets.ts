import { getShownConnectors } from '../connectors/getShownConnectors.js'
import type { WalletKit } from '../WalletKit.js'
import { fetchFeaturedWallets } from './fetchFeaturedWallets.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'

/**
 * Starts loading the directory wallets Connect lists (spec 4, 5): the host's featured wallets and the recommended 4,
 * each only if not loaded or loading yet. They connect through WalletConnect, so nothing is asked while WalletConnect
 * is off or has no connector. Failures are logged; Connect shows the wallets it has.
 * @example loadConnectWallets(kit) // when Connect's wallet list first shows
 */
export function loadConnectWallets(kit: WalletKit): void {
  if (!kit.options.enableWalletConnect || getShownConnectors(kit).walletConnect.length === 0) return
  const { wallets } = kit.store.getState()
  const failed = (what: string) => (error: unknown) =>
    kit.logger.error(`Loading ${what} wallets failed`, error)
  if (wallets.featured.length === 0 && !wallets.loading.featured && kit.options.featuredWalletIds.length > 0)
    fetchFeaturedWallets(kit).catch(failed('featured'))
  if (wallets.recommended.length === 0 && !wallets.loading.recommended)
    fetchRecommendedWallets(kit).catch(failed('recommended'))
}
