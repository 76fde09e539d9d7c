import { LIMITS } from '../../config/constants.js'
import type { WalletKit } from '../WalletKit.js'
import { getRequestedChainIds } from './getRequestedChainIds.js'
import { getWalletExclusions } from './getWalletExclusions.js'
import { isWalletExcluded } from './isWalletExcluded.js'
import { updateWalletsState } from './updateWalletsState.js'
import type { WalletEntry } from './WalletsState.js'

/**
 * Fetches the directory's top 4 wallets into `wallets.recommended` (spec 4, 9), leaving out excluded and
 * featured ones (featured wallets have their own row). Until a page is fetched, its count is the total shown.
 * @example await fetchRecommendedWallets(kit)
 */
export async function fetchRecommendedWallets(kit: WalletKit): Promise<WalletEntry[]> {
  const { includeWalletIds, excludeWalletIds, featuredWalletIds } = kit.options
  const exclude = [...excludeWalletIds, ...featuredWalletIds]
  updateWalletsState(kit, () => ({ loading: { recommended: true } }))
  try {
    const { data, count } = await kit.api.directory.getWallets({
      page: 1,
      entries: LIMITS.recommendedWallets,
      include: includeWalletIds.length > 0 ? [...includeWalletIds] : undefined,
      exclude: exclude.length > 0 ? exclude : undefined,
      chains: getRequestedChainIds(kit.store.getState()),
    })
    const exclusions = getWalletExclusions(kit)
    const recommended = data
      .filter((wallet) => !featuredWalletIds.includes(wallet.id) && !isWalletExcluded(wallet, exclusions))
      .slice(0, LIMITS.recommendedWallets)
    updateWalletsState(kit, (wallets) => ({ recommended, count: wallets.page === 0 ? count : wallets.count }))
    return recommended
  } finally {
    updateWalletsState(kit, () => ({ loading: { recommended: false } }))
  }
}
