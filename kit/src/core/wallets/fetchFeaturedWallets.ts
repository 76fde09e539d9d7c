import type { WalletKit } from '../WalletKit.js'
import { getRequestedChainIds } from './getRequestedChainIds.js'
import { getWalletExclusions } from './getWalletExclusions.js'
import { isWalletExcluded } from './isWalletExcluded.js'
import { updateWalletsState } from './updateWalletsState.js'
import type { WalletEntry } from './WalletsState.js'

/**
 * Fetches the host's featured wallets (`featuredWalletIds`) into `wallets.featured`, in the host's order (spec 4).
 * Without featured ids it makes no request. A failed request leaves the list empty and rejects.
 * @example await fetchFeaturedWallets(kit)
 */
export async function fetchFeaturedWallets(kit: WalletKit): Promise<WalletEntry[]> {
  const ids = kit.options.featuredWalletIds
  if (ids.length === 0) {
    updateWalletsState(kit, () => ({ featured: [] }))
    return []
  }
  updateWalletsState(kit, () => ({ loading: { featured: true } }))
  try {
    const { data } = await kit.api.directory.getWallets({
      page: 1,
      entries: ids.length,
      include: [...ids],
      chains: getRequestedChainIds(kit.store.getState()),
    })
    const exclusions = getWalletExclusions(kit)
    const featured = data
      .filter((wallet) => ids.includes(wallet.id) && !isWalletExcluded(wallet, exclusions))
      .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    updateWalletsState(kit, () => ({ featured }))
    return featured
  } finally {
    updateWalletsState(kit, () => ({ loading: { featured: false } }))
  }
}
